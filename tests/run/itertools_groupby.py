# groupby with and without a key: groups are iterators over the shared input, and moving to the
# next group ends the previous one, as in CPython.
from itertools import groupby
import itertools

print([(k, list(g)) for k, g in groupby("AAAABBBCCDAABBB")])
print([k for k, g in groupby("AAAABBBCCD")])
for k, g in groupby([1, 3, 5, 2, 4, 7, 9, 6], key=lambda x: x % 2):
    print(k, list(g))
words = ["apple", "avocado", "banana", "blueberry", "cherry", "apricot"]
for letter, grp in itertools.groupby(words, lambda w: w[0]):
    print(letter, ",".join(list(grp)), end="; ")
print()
groups = []
for ch, grp in groupby("aabbbc"):
    groups.append(grp)
print([list(g) for g in groups])
it = groupby([1, 1, 2])
key, g = next(it)
print(key, next(g), next(it)[0], list(g))
print(list(groupby(range(0))))
gs = groupby("xxyz")
k1, g1 = next(gs)
print(k1, next(g1))
print(next(gs)[0], list(g1))
