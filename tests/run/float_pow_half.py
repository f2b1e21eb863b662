# x ** 0.5 is the square root where that is certainly libm's pow(x, 0.5), and pow itself
# elsewhere: the xs below where the two differ in the last bit (found by comparing them), values
# beside the edges of the square-root range (2**-900 and 2**900), subnormals, zeros, infinities,
# NaN, a power 0.5 that is not a constant, and many xs in every binade.
from typing import List


def root(x: float) -> float:
    return x ** 0.5


def power(x: float, y: float) -> float:
    return x ** y


hard: List[float] = [
    0.9999999999999999,
    3.8257886839196536e+122,
    3.0787923597103751e-125,
    8.8877584973238643e-07,
    4037633.3850427656,
    1.1995304867153525e+175,
    2.0014189586896135e+108,
    4.133680787414015e+143,
    6.0698986890606512e-28,
    3.2782241733337346e-158,
    1.8229484880208795e+71,
    2.7569750305035577e-170,
    3.2089533302140626e-106,
    1.7534739793673774e-140,
    1.8159906050301121e-159,
    5.7638989998508263e-181,
    1.7217193054367809e+23,
    1.6171755759334251e-138,
    9.8332184628945301e+47,
    2.0219452479274578e-122,
    2.9397107155865005e-100,
    2.3114862704264779e-51,
    1.698114461934497e-60,
    1.4477837198800376e-64,
    5.430555545643177e-86,
]
for x in hard:
    print(x, root(x), power(x, 0.5), x ** 0.5)

edges: List[float] = [2.0 ** -900, 2.0 ** 900, 5e-324, 2.2250738585072014e-308, 1e-300, 1e300,
                      1.7976931348623157e308, 0.0, -0.0, 1.0, 4.0, 2.0, 0.25, 1e-30, 1e30]
for x in edges:
    for e in [x, x * (1.0 + 2.0 ** -52), x * (1.0 - 2.0 ** -53)]:
        print(e, root(e), power(e, 0.5))
inf = float("inf")
for x in [inf, -inf, float("nan")]:
    print(x, root(x), power(x, 0.5))
print(power(2.0, 0.25), power(2.0, 0.5000000000000001), power(2.0, 0.49999999999999994))

# Many xs: a deterministic walk over mantissas and exponents. Each root, scaled by a power of
# two to [1, 4) and then by 2**52, is an exact int; their hash shows a last-bit difference.
seed = 12345
h = 0
for i in range(60000):
    seed = (seed * 1103515245 + 12345) % 2147483648
    m = 1.0 + seed / 2147483648.0
    k = i % 241 - 120
    x = m * 2.0 ** k
    r = root(x)
    h = (h * 31 + int(r * 2.0 ** (52 - k // 2))) % 1000000007
    if i % 2000 == 1999:
        print(i, h, r)
