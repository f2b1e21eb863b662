# fannkuch_redux.py, Numba version: bench/programs/fannkuch_redux.py with NumPy int arrays and
# the same loops under @njit; it returns the results and the caller prints them.
import sys
import time

import numpy as np
from numba import njit

N = 9


@njit(cache=True)
def fannkuch(n):
    perm1 = np.arange(n)
    perm = np.zeros(n, dtype=np.int64)
    count = np.zeros(n, dtype=np.int64)
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
        while True:
            if r == n:
                return checksum, max_flips
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


fannkuch(3)  # warm-up: loads the cached machine code (or compiles it)
n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
checksum, max_flips = fannkuch(n)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu

print(checksum)
print("Pfannkuchen(" + str(n) + ") = " + str(max_flips))
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
