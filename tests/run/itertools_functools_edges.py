# Edge cases: generators as inputs, empty inputs, r = 0, keywords, lru_cache(maxsize=0) and
# a negative maxsize, reduce over a str, cmp_to_key with min/max/reverse, partial of a module function.
import itertools as it
import functools as ft


def gen(n):
    for i in range(n):
        yield i * i


print(list(it.islice(it.cycle(gen(3)), 7)), list(it.cycle(range(0))))
print(list(it.repeat("ab", times=3)), list(it.zip_longest([1, 2, 3], [10], fillvalue=-1)))
print(list(it.accumulate([3, 1, 4, 1, 5], lambda a, b: a if a > b else b)), list(it.accumulate([1, 2, 3], lambda a, b: a - b, initial=100)))
print(list(it.compress(range(10), [True, False, True])), list(it.filterfalse(None, [0, 1, 0, 2, 0])))
print(list(it.starmap(lambda a, b, c: a + b * c, [(1, 2, 3), (4, 5, 6)])))
print(list(it.islice(gen(5), 1, 100, 3)), list(it.product(gen(2), "xy")), list(it.product(range(0), [1])))
print(list(it.combinations("abc", 0)), list(it.permutations(gen(3), 1)), list(it.combinations_with_replacement([1, 2], 3)))
print(list(it.dropwhile(lambda s: s.startswith("a"), ["ab", "ac", "b", "ad"])), list(it.takewhile(lambda c: c.isdigit(), "12a3")))


@ft.lru_cache(maxsize=0)
def sq(x):
    return x * x


@ft.lru_cache(maxsize=-5)
def cube(x):
    return x * x * x


print(sq(3), sq(3), sq.cache_info(), cube(2), cube(2), cube.cache_info())
print(ft.reduce(lambda a, b: b + a, "abc"), ft.reduce(lambda a, b: a + b, gen(4), 100))
words = ["pear", "fig", "banana", "kiwi"]
key = ft.cmp_to_key(lambda a, b: (len(a) > len(b)) - (len(a) < len(b)))
print(sorted(words, key=key, reverse=True), min(words, key=key), max(words, key=key))
pf = ft.partial(it.accumulate, [5, 6, 7, 8])
print(list(pf(lambda a, b: a * b)))
print(list(map(ft.partial(pow, 2), range(5))))
