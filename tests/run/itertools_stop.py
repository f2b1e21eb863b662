# next() on an exhausted itertools iterator raises StopIteration, uncaught here.
from itertools import combinations

c = combinations([1, 2, 3], 3)
print(next(c))
print(next(c))
