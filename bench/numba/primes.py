# primes.py, Numba version: bench/programs/primes.py with a NumPy array of bools for the sieve and
# the same loops under @njit.
import sys
import time

import numpy as np
from numba import njit

LIMIT = 2000000
ROUNDS = 4


@njit(cache=True)
def sieve(limit):
    is_prime = np.ones(limit, dtype=np.bool_)
    is_prime[0] = False
    is_prime[1] = False
    i = 2
    while i * i < limit:
        if is_prime[i]:
            j = i * i
            while j < limit:
                is_prime[j] = False
                j += i
        i += 1
    return is_prime


@njit(cache=True)
def run(limit, rounds):
    count = 0
    largest = 0
    checksum = 0
    for _ in range(rounds):
        flags = sieve(limit)
        count = 0
        checksum = 0
        for n in range(limit):
            if flags[n]:
                count += 1
                largest = n
                checksum = (checksum * 7 + n) % 1000000007
    return count, largest, checksum


run(10, 1)  # warm-up: loads the cached machine code (or compiles it)
rounds = ROUNDS
if len(sys.argv) > 1:
    rounds = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
count, largest, checksum = run(LIMIT, rounds)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu

print(count)
print(largest)
print(checksum)
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
