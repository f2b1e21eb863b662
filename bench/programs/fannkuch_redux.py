# fannkuch_redux.py: the Computer Language Benchmarks Game's fannkuch-redux: for every permutation
# of 0..N-1 (in the benchmark's order), count the prefix reversals until 0 comes first. Prints the
# checksum (alternating sum of flip counts) and the maximum number of flips.

import sys
from typing import List

N = 9


def fannkuch(n: int) -> None:
    perm1 = [0] * n
    for i in range(n):
        perm1[i] = i
    perm = [0] * n
    count = [0] * n
    max_flips = 0
    checksum = 0
    perm_count = 0
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        for i in range(n):
            perm[i] = perm1[i]
        flips = 0
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
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        if perm_count % 2 == 0:
            checksum += flips
        else:
            checksum -= flips
        # next permutation
        while True:
            if r == n:
                print(checksum)
                print("Pfannkuchen(" + str(n) + ") = " + str(max_flips))
                return
            perm0 = perm1[0]
            i = 0
            while i < r:
                perm1[i] = perm1[i + 1]
                i += 1
            perm1[r] = perm0
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1
        perm_count += 1


n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
fannkuch(n)
