# fib.py, Numba version: the same recursion as bench/programs/fib.py under @njit.
import sys
import time

from numba import njit

N = 35


@njit(cache=True)
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


fib(2)  # warm-up: loads the cached machine code (or compiles it)
n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
result = fib(n)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu
print(result)
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
