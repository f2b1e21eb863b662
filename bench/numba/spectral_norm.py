# spectral_norm.py, Numba version: bench/programs/spectral_norm.py with NumPy arrays for the
# vectors and the same loops under @njit.
import sys
import time

import numpy as np
from numba import njit

N = 350


@njit(cache=True)
def eval_a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


@njit(cache=True)
def mul_av(n, v, out):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


@njit(cache=True)
def mul_atv(n, v, out):
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


@njit(cache=True)
def spectral_norm(n):
    u = np.ones(n)
    v = np.zeros(n)
    tmp = np.zeros(n)
    for _ in range(10):
        mul_av(n, u, tmp)
        mul_atv(n, tmp, v)
        mul_av(n, v, tmp)
        mul_atv(n, tmp, u)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    return (vbv / vv) ** 0.5


spectral_norm(2)  # warm-up: loads the cached machine code (or compiles it)
n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
norm = spectral_norm(n)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu
print(int(norm * 1e9))
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
