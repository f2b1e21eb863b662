# float ** float goes to libm's pow through the runtime's kiln_pow (without glibc's errno
# wrapper): the results must keep CPython's bits, and its errors and special cases.


def show(x: float, y: float) -> None:
    try:
        print(x, y, x ** y)
    except OverflowError as e:
        print(x, y, "OverflowError", e)
    except ZeroDivisionError as e:
        print(x, y, "ZeroDivisionError", e)
    except ValueError as e:
        print(x, y, "ValueError", e)


total = 0.0
x = 0.001
while x < 1000.0:
    total += x ** -1.5 + x ** 0.5 + x ** 2.5 + x ** 0.1
    x = x * 1.0137
print(total)
bits = 0.0
for i in range(1, 2000):
    d = i * 0.731 + 0.1
    bits += d ** -1.5 * (i % 7) - d ** 1.3333
print(bits)

inf = float("inf")
nan = float("nan")
for a in [2.0, 0.5, 0.0, -0.0, 1.0, 10.0, 1e300, 1e-300, inf, -inf, nan]:
    for b in [2.0, 0.5, -1.5, 3.0, -3.0, 1e10, -1e10, 1100.0, -1100.0, 0.0, inf, -inf, nan]:
        show(a, b)
# A negative base with a fractional exponent gives a complex in CPython: integral ones only.
for a in [-2.0, -0.5, -1.0, -1e300]:
    for b in [2.0, 3.0, -3.0, 1e10, -1e10, 1101.0, -1101.0, 0.0, inf, -inf]:
        show(a, b)
