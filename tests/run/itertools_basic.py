# itertools: infinite iterators stopped by islice and zip, the combinatoric ones with a constant r,
# and the filtering and accumulating ones, printed as CPython prints them.
from itertools import count, repeat, cycle, chain, islice, product, permutations, combinations, combinations_with_replacement, zip_longest, accumulate, takewhile, dropwhile, starmap, compress, filterfalse, pairwise
import itertools
print(list(islice(count(), 5)), list(islice(count(2.5, 0.5), 3)), count(3), count(1, 2))
print(list(repeat("a", 3)), repeat(1), repeat(1, 3), list(zip(range(3), repeat(7))))
print(list(islice(cycle("abc"), 7)), list(chain([1, 2], [3, 4])), list(chain("ab", "cd")))
print(list(islice(range(10), 2, 8, 2)), list(islice("abcdef", None)), list(islice("abcdef", 2, None)))
print(list(product("ab", [1, 2])), list(product([1, 2], repeat=2)), list(product("ab", "cd", "ef")))
print(list(permutations([1, 2, 3], 2)), list(itertools.permutations("abc", 3)))
print(list(combinations(range(4), 2)), list(combinations_with_replacement("abc", 2)))
print(list(zip_longest([1, 2, 3], [4])), list(zip_longest("ab", "xyz", fillvalue="-")))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([1, 2, 3], lambda a, b: a * b)), list(accumulate([1, 2], initial=10)), list(accumulate(range(0))))
print(list(takewhile(lambda x: x < 3, [1, 2, 3, 1])), list(dropwhile(lambda x: x < 3, [1, 2, 3, 1])))
print(list(starmap(pow, [(2, 3), (3, 2)])), list(compress("abcdef", [1, 0, 1, 0, 1, 1])), list(filterfalse(lambda x: x % 2, range(10))))
print(list(pairwise("abcd")), list(pairwise([1])), list(product()), list(permutations([1], 0)))
