# An exception raised in an lru_cache'd function shows CPython's traceback (no wrapper frame).
from functools import lru_cache


@lru_cache(maxsize=4)
def inv(x):
    return 1 // x


print(inv(1), inv(1), inv.cache_info())
print(inv(0))
