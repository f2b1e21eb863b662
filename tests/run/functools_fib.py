# A recursive @cache function runs in linear time: fib(90) and a large memoized count.
from functools import cache, lru_cache


@cache
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@lru_cache(maxsize=None)
def ways(n, k):
    # the number of ways to write n as an ordered sum of parts at most k
    if n == 0:
        return 1
    total = 0
    for part in range(1, min(n, k) + 1):
        total = (total + ways(n - part, k)) % 1000000007
    return total


print(fib(90))
print(ways(400, 30), ways.cache_info())
