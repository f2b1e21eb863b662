# math's special functions and float helpers added in 3.9-3.11, value for value against
# CPython (repr shows every bit), with the errors CPython raises.
import math

INPUTS = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1.5, 2.0, 2.5, 3.0, -2.5, 4.75, 5.0, 5.5, 6.0,
          7.25, 10.0, 10.5, 22.0, 23.0, 23.5, 24.0, 30.0, 100.5, 139.9, 140.5, 171.0, 171.7,
          172.0, 199.5, 200.5, -3.3, -7.5, -20.25, -100.5, -139.9, -140.5, -171.5, -180.5,
          -199.5, -200.5, -1000.5, 1e-10, -1e-10, 1e-21, -1e-21, 1e-310, -1e-310, 5e-324,
          1e-300, 0.1, 0.2, 0.3, 1e10, 1e100, 1e300, 1.7976931348623157e308, -1e300, -1.0,
          -2.0, -3.0, -50.0, 26.5, 27.0, -27.0, 1000.0, 1023.0, 1024.0, -1074.0, -1075.0,
          -1080.5, 6.0246800407767296, 5.524680040776729, 4.999999999999999,
          math.inf, -math.inf, math.nan]


def show(name, f, x):
    try:
        print(name, repr(x), repr(f(x)))
    except ValueError as e:
        print(name, repr(x), "ValueError", e)
    except OverflowError as e:
        print(name, repr(x), "OverflowError", e)


for x in INPUTS:
    show("gamma", math.gamma, x)
    show("lgamma", math.lgamma, x)
    show("erf", math.erf, x)
    show("erfc", math.erfc, x)
    show("cbrt", math.cbrt, x)
    show("exp2", math.exp2, x)
    show("ulp", math.ulp, x)

# many points between the table's, where gamma's Lanczos sum and reflection do the work
for i in range(-400, 400):
    x = i / 7.0 + 0.013
    show("gamma", math.gamma, x)
    show("lgamma", math.lgamma, x)
    show("erf", math.erf, x / 10.0)
    show("erfc", math.erfc, x / 10.0)

# ints are accepted as floats
print(math.gamma(5), math.lgamma(10), math.erf(1), math.erfc(0), math.cbrt(-8), math.exp2(3))
print(math.ulp(1), math.nextafter(0, 1), math.remainder(7, 2), math.factorial(20) == math.gamma(21))

PAIRS = [(1.0, 2.0), (1.0, 0.0), (0.0, 1.0), (0.0, -1.0), (-0.0, 1.0), (0.0, 0.0),
         (-0.0, 0.0), (5e-324, 0.0), (5e-324, 1.0), (-5e-324, -1.0), (1e308, math.inf),
         (1.7976931348623157e308, math.inf), (math.inf, 0.0), (-math.inf, 0.0), (1.0, math.nan),
         (math.nan, 1.0), (1.0, 1.0), (2.0, 1.0), (-1.5, -3.0), (10.0, 3.0), (11.0, 3.0),
         (-11.0, 3.0), (5.0, 2.0), (7.0, 2.0), (6.0, 4.0), (10.0, 4.0), (-10.0, 4.0), (2.5, 1.0),
         (3.5, 1.0), (1e300, 3.3), (3.3, 1e300), (1e-310, 3e-310), (math.inf, 2.0), (2.0, math.inf),
         (-2.0, math.inf), (2.0, 0.0), (math.nan, math.nan), (-0.5, 1.0), (0.5, -1.0)]
for a, b in PAIRS:
    print("nextafter", repr(a), repr(b), repr(math.nextafter(a, b)))
    try:
        print("remainder", repr(a), repr(b), repr(math.remainder(a, b)))
    except ValueError as e:
        print("remainder", repr(a), repr(b), "ValueError", e)

# prod: ints, floats, a float start, an int start with float items, a generator, a range, tuples
print(math.prod([1, 2, 3, 4]), math.prod([2.5, 4.0]), math.prod((3, 5), start=2))
print(math.prod([2, 3], start=0.5), math.prod([0.5, 0.25], start=3), math.prod(range(1, 11)))
print(math.prod(x * x for x in range(1, 6)), math.prod([-1, 2, -3]), math.prod(range(0)))
print(math.prod(range(5, 1)), math.prod([0.1, 0.2, 0.3]), math.prod([1e200, 1e200]))
print(repr(math.prod([-0.0, 5.0])), math.prod([math.inf, 0.0]), math.prod([True, True]))
xs: list[float] = []
print(math.prod(xs, start=2.0))
print(math.prod(range(1, 21)))
