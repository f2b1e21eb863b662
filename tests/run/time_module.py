# The time module: only what is deterministic is printed.
import time
from time import perf_counter, perf_counter_ns

t0 = time.time()
n0 = time.time_ns()
p0 = perf_counter()
q0 = perf_counter_ns()
m0 = time.monotonic()
time.sleep(0.02)
time.sleep(0)
p1 = perf_counter()
q1 = perf_counter_ns()
print(t0 > 1.6e9, n0 > 1600000000 * 10**9, abs(n0 / 1e9 - t0) < 5.0)
print(p0 >= 0, q0 >= 0, p1 - p0 >= 0.02, q1 - q0 >= 20000000, time.monotonic() >= m0)
print(isinstance(t0, float), isinstance(n0, int), p1 - p0 < 5.0)
print(time.time() >= t0, time.time_ns() >= n0, time.monotonic_ns() > 0)
c0 = time.process_time()
d0 = time.process_time_ns()
k = 0
for i in range(3000000):
    k += i % 7
c1 = time.process_time()
d1 = time.process_time_ns()
print(k, isinstance(c0, float), isinstance(d0, int), c1 >= c0, d1 >= d0, d1 - d0 < 5 * 10**9)
