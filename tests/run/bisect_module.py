# bisect: bisect_left/bisect_right/bisect and insort_left/insort_right/insort, with lo, hi and key=.
import bisect
from bisect import bisect_left, bisect_right, insort

a = [1, 2, 2, 2, 5, 8, 8, 13]
for x in [0, 1, 2, 3, 5, 8, 9, 13, 14]:
    print(x, bisect_left(a, x), bisect_right(a, x), bisect.bisect(a, x))
print(bisect_left(a, 2, 2), bisect_right(a, 2, 0, 3), bisect_left(a, 8, hi=5), bisect_right(a, 8, lo=6))
print(bisect_left(a, 2, 0, None), bisect_right(a, 2, 0, -1), bisect_left(a, 100, 3, 3), bisect_right(a, 0, 5))
print(bisect.bisect(a, 8, 0, 7), bisect.bisect(a, 8, 0, -5), bisect_left([0][:0], 1), bisect_right([1.5], 1.5))
b: list[int] = []
for x in [5, 1, 4, 1, 5, 9, 2, 6, 5, 3]:
    insort(b, x)
print(b)
bisect.insort_left(b, 5)
bisect.insort_right(b, 0)
bisect.insort(b, 7, 0, 5)
bisect.insort_left(b, 10, lo=3)
print(b)
words = ["apple", "fig", "kiwi", "mango"]
bisect.insort(words, "grape")
print(words, bisect_left(words, "kiwi"), bisect_right(words, "kiwi"))
pairs = [(1, "a"), (3, "b"), (3, "c"), (5, "d")]
key = lambda p: p[0]
print(bisect_left(pairs, 3, key=key), bisect_right(pairs, 3, key=key), bisect.bisect(pairs, 4, key=key))
print(bisect_left(pairs, 3, 2, key=key), bisect_right(pairs, 3, 0, 2, key=key))
bisect.insort(pairs, (3, "z"), key=key)
bisect.insort_left(pairs, (3, "y"), key=key)
bisect.insort_right(pairs, (0, "w"), key=key)
print(pairs)
names = ["bob", "alice", "dave"]
names.sort(key=len)
bisect.insort(names, "eve", key=len)
bisect.insort_left(names, "zed", key=len)
print(names, bisect_left(names, 4, key=len), bisect_right(names, 3, key=len))
grades = [60, 70, 80, 90]
print([("FDCBA")[bisect.bisect(grades, s)] for s in [33, 99, 77, 70, 89, 90, 100]])
