# The twin of math_prod_overflow.py: CPython's int grows, so the overflow is raised by hand.
import math

for n in [20, 21]:
    try:
        if math.prod(range(1, n + 1)) >= 2**63:
            raise OverflowError("int overflow")
        print(n, math.prod(range(1, n + 1)))
    except OverflowError as e:
        print(n, "overflow", type(e).__name__)
