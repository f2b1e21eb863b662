# math.prod of ints multiplies Kiln's 64-bit ints: past 2**63 it raises OverflowError (the
# twin raises it where CPython's int would grow).
import math

for n in [20, 21]:
    try:
        print(n, math.prod(range(1, n + 1)))
    except OverflowError as e:
        print(n, "overflow", type(e).__name__)
