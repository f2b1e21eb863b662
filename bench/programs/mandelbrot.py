# mandelbrot.py: the Computer Language Benchmarks Game's Mandelbrot set on a SIZE x SIZE grid over
# [-1.5, 0.5] x [-1, 1], 50 iterations, escape radius 2. Instead of writing the bitmap it prints
# the number of points in the set and a checksum of their positions.

import sys

SIZE = 600
ITER = 50


def mandelbrot(size: int) -> None:
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
    print(count)
    print(checksum)


size = SIZE
if len(sys.argv) > 1:
    size = int(sys.argv[1])
mandelbrot(size)
