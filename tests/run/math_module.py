# The math module: every function on a table of values, printed with repr, as CPython prints.
import math

vals = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 3.7, -3.7, 10.0, 1e-300, 1e300, 123456.789]
for v in vals:
    if abs(v) < 1e18:  # beyond, the result leaves Kiln's 64-bit int
        print(repr(v), math.fabs(v), math.floor(v), math.ceil(v), math.trunc(v))
    print("  trig", math.sin(v), math.cos(v), math.tan(v), math.atan(v))
    print("  hyp", math.tanh(v), math.asinh(v), math.degrees(v), math.radians(v))
    print("  parts", math.modf(v), math.frexp(v), math.copysign(2.0, v))
    print("  class", math.isnan(v), math.isinf(v), math.isfinite(v))
    print("  exp", math.exp(v / 1e299) if v > 1e299 else math.exp(v % 700.0), math.expm1(v % 700.0))
positive = [1e-300, 0.001, 0.5, 1.0, 2.0, 2.718281828459045, 10.0, 1024.0, 1e300]
for v in positive:
    print(repr(v), math.sqrt(v), math.log(v), math.log2(v), math.log10(v), math.log1p(v), math.log(v, 3))
    print("  acosh", math.acosh(v + 1.0), math.cosh(v % 700.0), math.sinh(v % 700.0))
for v in [-1.0, -0.75, -0.5, 0.0, 0.25, 0.5, 0.99, 1.0]:
    print(repr(v), math.asin(v), math.acos(v), math.atanh(v) if abs(v) < 1.0 else 0.0)

# Specials.
inf = math.inf
nan = math.nan
for v in [inf, -inf, nan]:
    print(repr(v), math.fabs(v), math.atan(v), math.exp(v), math.tanh(v), math.isnan(v), math.isinf(v))
    print("  ", math.sqrt(v) if v > 0 or v != v else 0.0, math.modf(v), math.frexp(v), math.copysign(1.0, v))
print(math.log(inf), math.log1p(-0.0), math.exp(-inf), math.atan2(inf, -inf), math.atan2(-0.0, -1.0))

# Ints are accepted wherever floats are.
print(math.sqrt(4), math.exp(0), math.log(1), math.sin(0), math.atan2(1, 1), math.pow(2, 0.5))
print(math.floor(7), math.ceil(-7), math.trunc(7), math.fabs(-3), math.copysign(3, -1))
print(math.isnan(1), math.isinf(10), math.isfinite(0), math.degrees(1), math.radians(90))

# pow, with its IEEE special cases.
for a in [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, inf, -inf, nan]:
    row = []
    for b in [0.0, 1.0, -1.0, 2.0, 3.0, -3.0, 0.5, inf, -inf, nan]:
        if (a == 0.0 and b < 0.0) or (a < 0.0 and a > -inf and b == 0.5):
            row.append(-99.0)  # domain errors, tested on their own
        else:
            row.append(math.pow(a, b))
    print(repr(a), row)

# fmod, copysign, hypot, dist, isclose.
for a, b in [(7.0, 3.0), (-7.0, 3.0), (7.0, -3.0), (5.5, 2.0), (1.0, inf), (-1e300, 3.0), (0.0, 1.0)]:
    print(a, b, math.fmod(a, b), math.copysign(a, b), math.hypot(a, b), math.atan2(a, b))
print(math.hypot(), math.hypot(-3.0), math.hypot(3, 4), math.hypot(1.0, 2.0, 3.0, 4.0))
print(math.hypot(1e-310, 1e-310), math.hypot(1e308, 1e308), math.hypot(inf, nan), math.hypot(nan, 1.0))
print(math.dist([0.0, 0.0], [3.0, 4.0]), math.dist([1, 2, 3], [4, 5, 6]), math.dist([1.5], [-2.5]))
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.2))
print(math.isclose(0.0, 1e-10), math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(inf, inf), math.isclose(nan, nan))

# frexp, ldexp.
for v in [1.0, 0.1, -8.0, 1e-310, 5e-324, 1.7976931348623157e308]:
    m, ex = math.frexp(v)
    print(repr(v), m, ex, math.ldexp(m, ex), math.ldexp(v, -3), math.ldexp(v, 2000 - 2000))
print(math.ldexp(1.0, -1100), math.ldexp(-1.0, -3000000000), math.ldexp(0.0, 5000), math.ldexp(inf, -2))

# fsum is exact.
empty: list[float] = []
print(math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([1e-16, 1.0, 1e16]), math.fsum(empty), math.fsum([1, 2, 3]), math.fsum([inf, 1.0]), math.fsum([0.5, nan]))
print(math.fsum([1.7976931348623157e308, -1.7976931348623157e308, 1.0]), math.fsum([-0.0, -0.0]))

# Integer functions.
print(math.factorial(0), math.factorial(1), math.factorial(10), math.factorial(20))
print(math.gcd(), math.gcd(0), math.gcd(12, 18), math.gcd(-12, 18), math.gcd(12, 18, 8), math.gcd(0, 0))
print(math.lcm(), math.lcm(4, 6), math.lcm(-4, 6), math.lcm(4, 6, 10), math.lcm(0, 5))
print([math.isqrt(n) for n in [0, 1, 2, 3, 4, 15, 16, 17, 99, 100, 10**12, 10**18, 9223372036854775807]])
print(math.comb(5, 2), math.comb(10, 0), math.comb(3, 5), math.comb(62, 31), math.comb(66, 33), math.comb(1000, 2))
print(math.perm(5), math.perm(5, 2), math.perm(5, 0), math.perm(3, 5), math.perm(20, 20))

# Constants, and functions as values.
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
f = math.sqrt
print(f(2.0), [math.floor(x) for x in [1.5, -1.5, 2.0]])
print(math.hypot(1, 2.5), math.hypot(1.5, 2, 3.0, 4.0), math.hypot(1e-320), math.hypot(-0.0, 0.0))
