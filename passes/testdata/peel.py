# passes: peel
# The first iteration of a straight-line while loop inside another loop is peeled off as an
# if; loops with branches, `while True`, top-level loops and for loops are left alone.
from typing import List


def flips(perm: List[int], rounds: int) -> int:
    n = 0
    for _ in range(rounds):
        i = 0
        j = perm[0]
        while i < j:
            t = perm[i]
            perm[i] = perm[j]
            perm[j] = t
            i += 1
            j -= 1
        n += perm[0]
    return n


def branchy(xs: List[int]) -> int:
    s = 0
    for x in xs:
        while x > 0:
            if x % 2 == 0:
                s += 1
            x -= 1
    return s


def top(n: int) -> int:
    k = 0
    while k < n:
        k += 3
    return k


print(flips([3, 1, 0, 2], 3), branchy([3, 4]), top(10))
