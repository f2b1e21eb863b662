# x ** 0.5, x ** 1.5, x ** -1.5 and x ** -0.5 for 2**-20 < x < 2**20, where the square-root
# candidate is returned when its remainder is under 0.485 ULP (0.45 and 0.459 elsewhere):
# both edges of that range and their neighbours, xs whose remainder lies between the two
# thresholds (nbody-like squared distances), exact results, many xs in every binade of the
# range (an exact hash), and an uncaught ZeroDivisionError at the end.
from typing import List


def half(x: float) -> float:
    return x ** 0.5


def p15(x: float) -> float:
    return x ** 1.5


def m15(x: float) -> float:
    return x ** -1.5


def mh(x: float) -> float:
    return x ** -0.5


def show(x: float) -> None:
    print(x, half(x), p15(x), m15(x), mh(x))


edges: List[float] = [2.0 ** -20, 2.0 ** 20, 2.0 ** -21, 2.0 ** 21, 2.0 ** -19, 2.0 ** 19, 1.0, 3.0]
for x in edges:
    for e in [x, x * (1.0 + 2.0 ** -52), x * (1.0 - 2.0 ** -53), x * (1.0 + 2.0 ** -40)]:
        show(e)
# Remainders between 0.459 and 0.485 ULP for at least one of the four exponents.
band: List[float] = [24.377000000000006, 584.24099999999999, 98.643000000000015, 1981.3889999999999,
                     170.31700000000001, 538.28700000000003, 985.02300000000002, 1921.6210000000001,
                     827.66399999999999, 400.31599999999997, 49.298999999999999, 1656.634,
                     738.67700000000002, 1306.954, 1040.2860000000001, 1547.462, 1832.5450000000001,
                     575.41700000000003, 922.93899999999996, 1080.463, 229.39500000000001]
for x in band:
    show(x)
    show(1.0 / x)
for r in range(1, 30):
    show(float(r * r))
    show(1.0 / float(r * r))

# Many xs: a deterministic walk over mantissas (all 52 bits) and exponents -21..21.
seed = 192837465
seed2 = 5678
h0 = 0
h1 = 0
h2 = 0
h3 = 0
for i in range(200000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    seed2 = (seed2 * 69069 + 1) % 4294967296
    m = 1.0 + (seed * 2097152 + seed2 % 2097152) / 4503599627370496.0
    k = i % 43 - 21
    x = m * 2.0 ** k
    h0 = (h0 * 29 + hash(half(x))) % 1000000007
    h1 = (h1 * 31 + hash(p15(x))) % 1000000007
    h2 = (h2 * 37 + hash(m15(x))) % 1000000009
    h3 = (h3 * 41 + hash(mh(x))) % 1000000021
    if i % 20000 == 19999:
        print(i, h0, h1, h2, h3)
# An nbody-like walk: squared distances that move a little each step.
d = 3.0
s = 0.0
for i in range(100000):
    d = d + 0.0001 * (i % 7 - 3) + 1e-9
    s += m15(d) + half(d)
print(s)
print(m15(0.0))
