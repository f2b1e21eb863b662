# An exception raised in a function itertools calls shows CPython's traceback (no stdlib frames).
from itertools import takewhile
from functools import reduce, lru_cache


def pred(x):
    return 10 // x > 1


@lru_cache
def inv(x):
    return 1 // x


print(inv(1))
print(reduce(lambda a, b: a + b, [1, 2]))
print(list(takewhile(pred, [3, 2, 0])))
