# reduce of an empty iterable without an initial value raises CPython's TypeError.
from functools import reduce

print(reduce(lambda a, b: a * b, [2, 3]))
print(reduce(lambda a, b: a * b, [k for k in range(5) if k > 9]))
