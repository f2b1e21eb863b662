# nbody.py, Numba version: bench/programs/nbody.py with the bodies as rows of a NumPy array
# (x, y, z, vx, vy, vz, mass) and the same arithmetic, in the same order, under @njit.
import sys
import time

import numpy as np
from numba import njit

STEPS = 250000

PI = 3.14159265358979323
SOLAR_MASS = 4.0 * PI * PI
DAYS_PER_YEAR = 365.24

X, Y, Z, VX, VY, VZ, MASS = 0, 1, 2, 3, 4, 5, 6


def make_bodies():
    rows = [
        (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0),
        (4.84143144246472090e00, -1.16032004402742839e00, -1.03622044471123109e-01,
         1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05,
         9.54791938424326609e-04),
        (8.34336671824457987e00, 4.12479856412430479e00, -4.03523417114321381e-01,
         -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05,
         2.85885980666130812e-04),
        (1.28943695621391310e01, -1.51111514016986312e01, -2.23307578892655734e-01,
         2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05,
         4.36624404335156298e-05),
        (1.53796971148509165e01, -2.59193146099879641e01, 1.79258772950371181e-01,
         2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05,
         5.15138902046611451e-05),
    ]
    b = np.zeros((5, 7))
    for i, (x, y, z, vx, vy, vz, m) in enumerate(rows):
        b[i, X], b[i, Y], b[i, Z] = x, y, z
        b[i, VX], b[i, VY], b[i, VZ] = vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR
        b[i, MASS] = m * SOLAR_MASS
    return b


@njit(cache=True)
def offset_momentum(b):
    px = 0.0
    py = 0.0
    pz = 0.0
    for i in range(b.shape[0]):
        px += b[i, VX] * b[i, MASS]
        py += b[i, VY] * b[i, MASS]
        pz += b[i, VZ] * b[i, MASS]
    b[0, VX] = -px / SOLAR_MASS
    b[0, VY] = -py / SOLAR_MASS
    b[0, VZ] = -pz / SOLAR_MASS


@njit(cache=True)
def energy(b):
    e = 0.0
    n = b.shape[0]
    for i in range(n):
        e += 0.5 * b[i, MASS] * (b[i, VX] * b[i, VX] + b[i, VY] * b[i, VY] + b[i, VZ] * b[i, VZ])
        for j in range(i + 1, n):
            dx = b[i, X] - b[j, X]
            dy = b[i, Y] - b[j, Y]
            dz = b[i, Z] - b[j, Z]
            e -= (b[i, MASS] * b[j, MASS]) / ((dx * dx + dy * dy + dz * dz) ** 0.5)
    return e


@njit(cache=True)
def advance(b, dt, steps):
    n = b.shape[0]
    for _ in range(steps):
        for i in range(n):
            for j in range(i + 1, n):
                dx = b[i, X] - b[j, X]
                dy = b[i, Y] - b[j, Y]
                dz = b[i, Z] - b[j, Z]
                mag = dt * ((dx * dx + dy * dy + dz * dz) ** -1.5)
                bm = b[i, MASS] * mag
                b2m = b[j, MASS] * mag
                b[i, VX] -= dx * b2m
                b[i, VY] -= dy * b2m
                b[i, VZ] -= dz * b2m
                b[j, VX] += dx * bm
                b[j, VY] += dy * bm
                b[j, VZ] += dz * bm
        for i in range(n):
            b[i, X] += dt * b[i, VX]
            b[i, Y] += dt * b[i, VY]
            b[i, Z] += dt * b[i, VZ]


warm = make_bodies()  # warm-up on a copy: loads the cached machine code (or compiles it)
offset_momentum(warm)
energy(warm)
advance(warm, 0.01, 1)

steps = STEPS
if len(sys.argv) > 1:
    steps = int(sys.argv[1])
start = time.perf_counter()
start_cpu = time.process_time()
bodies = make_bodies()
offset_momentum(bodies)
before = energy(bodies)
advance(bodies, 0.01, steps)
after = energy(bodies)
kernel_seconds = time.perf_counter() - start
kernel_cpu_seconds = time.process_time() - start_cpu
print(int(before * 1e9))
print(int(after * 1e9))
print("kernel-seconds:", kernel_seconds, file=sys.stderr)
print("kernel-cpu-seconds:", kernel_cpu_seconds, file=sys.stderr)
