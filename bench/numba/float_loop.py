# float_loop.py, Numba version: the same loop as bench/programs/float_loop.py under @njit.
import sys
import time

from numba import njit

N = 20000000


@njit(cache=True)
def integrate(n):
    h = 1.0 / n
    total = 0.0
    for i in range(n):
        x = (i + 0.5) * h
        total = total + 4.0 / (1.0 + x * x)
    return total * h


integrate(10)  # warm-up: loads the cached machine code (or compiles it)
n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
result = integrate(n)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu
print(result)
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
