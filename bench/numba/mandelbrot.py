# mandelbrot.py, Numba version: the same loops as bench/programs/mandelbrot.py under @njit.
import sys
import time

from numba import njit

SIZE = 600
ITER = 50


@njit(cache=True)
def mandelbrot(size):
    count = 0
    checksum = 0
    for y in range(size):
        ci = 2.0 * y / size - 1.0
        for x in range(size):
            cr = 2.0 * x / size - 1.5
            zr = 0.0
            zi = 0.0
            tr = 0.0
            ti = 0.0
            i = 0
            while i < ITER and tr + ti <= 4.0:
                zi = 2.0 * zr * zi + ci
                zr = tr - ti + cr
                tr = zr * zr
                ti = zi * zi
                i += 1
            if tr + ti <= 4.0:
                count += 1
                checksum = (checksum * 31 + x * size + y) % 1000000007
    return count, checksum


mandelbrot(2)  # warm-up: loads the cached machine code (or compiles it)
size = SIZE
if len(sys.argv) > 1:
    size = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
count, checksum = mandelbrot(size)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu

print(count)
print(checksum)
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
