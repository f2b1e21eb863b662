# Inner while loops whose first iteration the release build peels off (passes/peel.go): they
# must run 0, 1 or many times exactly as written, evaluate their condition as often, and raise
# IndexError from the first or a later iteration with the same traceback.
from typing import List

calls = [0]


def below(i: int, j: int) -> bool:
    calls[0] += 1
    return i < j


def reverse_prefixes(perm: List[int]) -> int:
    flips = 0
    k = perm[0]
    while k != 0:
        i = 0
        j = k
        while below(i, j):
            t = perm[i]
            perm[i] = perm[j]
            perm[j] = t
            i += 1
            j -= 1
        flips += 1
        k = perm[0]
    return flips


for start in [[0, 1, 2], [1, 0, 2], [2, 0, 1], [3, 1, 2, 0, 4], [4, 3, 2, 1, 0, 5]]:
    p = list(start)
    print(reverse_prefixes(p), p, calls[0])


def swap_far(xs: List[int], k: int) -> None:
    for _ in range(2):
        i = 0
        j = k
        while i < j:
            t = xs[i]
            xs[i] = xs[j]
            xs[j] = t
            i += 1
            j -= 1


xs = [1, 2, 3]
for k in [0, 1, 2, 5, -7]:
    try:
        swap_far(xs, k)
        print("ok", k, xs)
    except IndexError as e:
        print("IndexError", k, e, xs)

total = 0
for n in range(5):
    m = n
    while m > 0:
        total += m * n
        m -= 2
print(total)

ys = [5, 6]
for n in range(4):
    i = 0
    while i < n:
        ys[i] += 1  # IndexError when n reaches 3, at i = 2 (a later iteration)
        i += 1
print(ys)
