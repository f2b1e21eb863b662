# float_loop.py: benchmark of a float-heavy loop (midpoint-rule integral of 4/(1+x*x) over [0, 1], which is pi).
# The size is the first argument (default N), the number of intervals.

import sys

N = 20000000


def integrate(n):
    h = 1.0 / n
    total = 0.0
    for i in range(n):
        x = (i + 0.5) * h
        total = total + 4.0 / (1.0 + x * x)
    return total * h


n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
print(integrate(n))
