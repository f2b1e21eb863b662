# list.sort and sorted: stability with key, reverse, tuples, strs, floats (-0.0 too) and big lists.
xs = [5, 2, 9, 1, 5, 6, -3, 0]
xs.sort()
print(xs)
xs.sort(reverse=True)
print(xs)
words = ["pear", "fig", "apple", "kiwi", "date", "banana", "yam"]
words.sort(key=lambda w: len(w))
print(words)
words.sort(key=lambda w: len(w), reverse=True)
print(words)
words.sort()
print(words)
words.sort(reverse=True)
print(words)
fl = [0.0, -0.0, 1.5, -2.25, 0.0, -0.0, 1e300, -1e-300]
fl.sort()
print(fl)
fl.sort(reverse=True)
print(fl)
pairs = [(2, "b"), (1, "z"), (2, "a"), (1, "a"), (0, "q")]
pairs.sort()
print(pairs)
pairs.sort(key=lambda p: p[0])
print(pairs)
pairs.sort(key=lambda p: p[1], reverse=True)
print(pairs)
recs = [("ann", 3), ("bob", 1), ("cy", 3), ("dee", 2), ("eve", 1)]
recs.sort(key=lambda r: r[1])
print(recs)
recs.sort(key=lambda r: -r[1])
print(recs)
nested = [[3, 1], [2], [3], [2, 0], [-1]]
nested.sort()
print(nested)
empty: list[int] = []
empty.sort()
one = [1]
one.sort(reverse=True)
print(empty, one)
# A big list from a simple LCG, sorted and checked, and a stable sort on a coarse key.
n = 200000
seed = 12345
big = []
for i in range(n):
    seed = (seed * 1103515245 + 12345) % 2147483648
    big.append(seed)
by_mod = big.copy()
big.sort()
ok = True
for i in range(1, n):
    if big[i - 1] > big[i]:
        ok = False
print(ok, big[0], big[n // 2], big[n - 1])
by_mod.sort(key=lambda v: v % 10)
stable = True
for i in range(1, n):
    a = by_mod[i - 1]
    b = by_mod[i]
    if a % 10 > b % 10:
        stable = False
print(stable, by_mod[0], by_mod[n - 1])
runs = [i % 7 for i in range(1000)] + list(range(500, 0, -1))
runs.sort()
print(runs[0], runs[500], runs[999], runs[-1], len(runs))
