# tee with the default n and a constant n: independent iterators over one shared input.
from itertools import tee, islice, count
import itertools

a, b = tee([1, 2, 3])
print(next(a), next(a), list(b), list(a))
x, y, z = itertools.tee(islice(count(), 4), 3)
print(list(x), list(y), next(z), list(z))
evens, odds = tee(range(10))
print([v for v in evens if v % 2 == 0], [v for v in odds if v % 2])
print(len(tee("ab", 0)), [list(t) for t in tee("ab", 1)])
try:
    tee([1], -1)
except ValueError as e:
    print("ValueError:", e)
