# x ** 1.5, x ** -1.5 and x ** -0.5 are computed from a square root where the result is
# certainly libm's pow, and by pow itself elsewhere: edges of that range (2**-340 and 2**340), results
# that are powers of two or exact, subnormals, zeros, infinities, NaN, overflow,
# exponents that are not constants, int bases, and many xs in every binade (an exact hash).
from typing import List


def p15(x: float) -> float:
    return x ** 1.5


def m15(x: float) -> float:
    return x ** -1.5


def mh(x: float) -> float:
    return x ** -0.5


def power(x: float, y: float) -> float:
    return x ** y


def show(x: float) -> None:
    try:
        a = p15(x)
        b = power(x, 1.5)
        print(x, a, b)
    except OverflowError as e:
        print(x, "OverflowError", e)
    print(x, mh(x), power(x, -0.5))
    try:
        a = m15(x)
        b = power(x, -1.5)
        print(x, a, b)
    except OverflowError as e:
        print(x, "OverflowError", e)


edges: List[float] = [2.0 ** -340, 2.0 ** 340, 2.0 ** -341, 2.0 ** 341, 5e-324, 2.2250738585072014e-308,
                      1e-300, 1e-200, 1e200, 1e300, 1.0, 4.0, 0.25, 16.0, 2.0, 0.5, 9.0, 1e-30, 1e30,
                      1.7976931348623157e308 ** (1.0 / 1.5) * 0.999999]
for x in edges:
    for e in [x, x * (1.0 + 2.0 ** -52), x * (1.0 - 2.0 ** -53)]:
        show(e)
# Exact results: squares of ints have exact cubes of their roots.
for r in range(1, 40):
    show(float(r * r))
    show(1.0 / float(r * r))
# Where sqrt, the product and the quotient round badly (nbody-like squared distances).
for x in [1.2345678901234567, 25.000000000000004, 24.999999999999996, 0.9999999999999999,
          1.0000000000000002, 3.0000000000000004, 59.00238436279426, 0.3333333333333333]:
    show(x)
print(4 ** 1.5, 2 ** -1.5, (-0.0) ** 1.5, 0.0 ** 1.5)
inf = float("inf")
for x in [inf, float("nan")]:
    show(x)
print(power(-inf, 1.5), power(-inf, -1.5))
try:
    print(p15(1e300))
except OverflowError as e:
    print("OverflowError", e)
print(m15(1e300), p15(1e-300))
try:
    print(m15(1e-300))
except OverflowError as e:
    print("OverflowError", e)

# Many xs: a deterministic walk over mantissas (all 52 bits) and exponents -345..345.
seed = 987654321
seed2 = 12345
h1 = 0
h2 = 0
h3 = 0
for i in range(100000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    seed2 = (seed2 * 69069 + 1) % 4294967296
    m = 1.0 + (seed * 2097152 + seed2 % 2097152) / 4503599627370496.0
    k = i % 691 - 345
    x = m * 2.0 ** k
    a = p15(x)
    b = m15(x)
    h1 = (h1 * 31 + hash(a)) % 1000000007
    h2 = (h2 * 37 + hash(b)) % 1000000009
    h3 = (h3 * 41 + hash(mh(x))) % 1000000021
    if i % 5000 == 4999:
        print(i, h1, h2, h3, a, b)
print(m15(0.0))
