# Two-pointer swap loops over a list[int] (passes/revswap.go): spans of every length up to 20
# from several starts, i >= j, negative starts and ends past the list (the loop as written,
# IndexError after the swaps it made), both ways of writing the swap, i and j after the loop,
# items near the int range's ends, a loop whose temporary is read afterwards (not rewritten),
# reversals nested in a loop, and an uncaught IndexError's traceback.
from typing import List


def rev(xs: List[int], i: int, j: int) -> str:
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1
    return str(i) + " " + str(j)


def rev_tuple(xs: List[int], i: int, j: int) -> str:
    while i < j:
        xs[i], xs[j] = xs[j], xs[i]
        j -= 1
        i += 1
    return str(i) + " " + str(j)


def rev_keep(xs: List[int], i: int, j: int) -> int:
    t = -1
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1
    return t


def flips(perm: List[int]) -> int:
    n = 0
    k = perm[0]
    while k != 0:
        i = 0
        j = k
        while i < j:
            t = perm[i]
            perm[i] = perm[j]
            perm[j] = t
            i += 1
            j -= 1
        n += 1
        k = perm[0]
    return n


for n in range(0, 21):
    for i in [0, 1, 3]:
        for j in [i - 1, i, i + 1, i + 2, i + 5, i + 7, i + 8, i + 9, n - 1]:
            if j >= n or i >= n:
                continue
            xs = list(range(n))
            ys = list(range(n))
            a = rev(xs, i, j)
            b = rev_tuple(ys, i, j)
            print(n, i, j, a, b, xs == ys, xs)

big = [9223372036854775807, -9223372036854775808, 0, -1, 1, 4611686018427387904]
print(rev(big, 0, 5), big)
print(rev(big, 1, 4), big)
print(rev([], 0, -1), rev([5], 0, 0), rev([5, 6], 3, 1))
print(rev_keep([1, 2, 3, 4, 5], 0, 4), rev_keep([1, 2], 1, 1))

for i, j in [(-1, 2), (-3, 1), (1, 5), (0, 9), (4, 6)]:
    xs = [10, 11, 12, 13, 14]
    try:
        print(rev(xs, i, j))
    except IndexError as e:
        print("IndexError", e, i, j, xs)

total = 0
perm = [3, 1, 4, 0, 2, 7, 6, 5, 8]
for r in range(9):
    p = perm[r:] + perm[:r]
    total += flips(p)
    print(r, p)
print(total, flips([2, 0, 1]), flips([0]), flips([1, 0]))

xs = [1, 2, 3]
rev(xs, 1, 3)
