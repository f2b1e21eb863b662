# functools: reduce with and without an initial value, partial as a stored and called value,
# lru_cache (bare, with maxsize=None and a bound with LRU eviction), cache, cmp_to_key.
import functools
from functools import reduce, partial, lru_cache, cache, cmp_to_key

print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10))
print(reduce(lambda acc, s: acc + len(s), ["ab", "cde"], 0), functools.reduce(lambda a, b: a if a > b else b, [3, 9, 2]))
try:
    reduce(lambda a, b: a + b, range(0))
except TypeError as e:
    print("TypeError:", e)


def power(base, exp):
    return base ** exp


square = partial(lambda e, b: b ** e, 2)
cube_of_2 = partial(power, 2)
print(square(7), cube_of_2(10), list(map(partial(power, 3), range(4))))
adders = [partial(lambda a, b: a + b, k) for k in range(3)]
print([f(10) for f in adders])


@cache
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())


@lru_cache(maxsize=2)
def ident(x):
    print("computing", x)
    return x


for v in [1, 2, 1, 3, 2, 1]:
    ident(v)
print(ident.cache_info())
ident.cache_clear()
print(ident.cache_info())


@lru_cache
def slow_add(a, b):
    return a + b


print(slow_add(1, 2), slow_add(1, 2), slow_add(2, 1), slow_add.cache_info())


@functools.lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


print(paths(16, 16), paths.cache_info())


def by_len_desc(a, b):
    return len(b) - len(a)


print(sorted(["aa", "b", "cccc", "ddd"], key=cmp_to_key(by_len_desc)))
print(sorted([3, 1, 2], key=functools.cmp_to_key(lambda a, b: a - b)))
print(partial(power, 2)(5), partial(partial(power, 3), 2)())


def mul(k, x):
    return k * x


handlers = {"double": partial(mul, 2), "triple": partial(mul, 3)}
print(handlers["double"](21), handlers["triple"](5))


class Acc:
    def __init__(self):
        self.f = partial(power, 10)

    def apply(self, n):
        return self.f(n)


print(Acc().apply(3))


@lru_cache(maxsize=3)
def collatz(n):
    if n == 1:
        return 0
    return 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)


print([collatz(k) for k in range(1, 12)], collatz.cache_info())


@cache
def grid(n):
    return [[i * j for j in range(n)] for i in range(n)]


print(grid(3), grid(3) is grid(3), grid.cache_info())
