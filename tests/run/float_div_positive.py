# Float divisions whose divisor cannot be zero (a positive constant plus a square, an abs, a
# sqrt) skip the zero test (the fdivpos pass), and release builds sum such quotients with
# vector instructions, in order. Every value, NaN and infinities included, and every rounded
# sum must still be CPython's; divisors that can be zero must still raise.
import math


def integrate(n: int) -> float:
    h = 1.0 / n
    total = 0.0
    for i in range(n):
        x = (i + 0.5) * h
        total = total + 4.0 / (1.0 + x * x)
    return total * h


def mixed(xs: list[float]) -> float:
    t = 0.0
    for x in xs:
        t += 1.0 / (abs(x) + 2.0)
        t += x / (math.sqrt(abs(x)) + 0.5)
        t += 2.5 / (x * x + 1)
        t += 3 / (1 + x * x)
        t += 1.0 / (math.exp(x) + 1e-300)
    return t


def lorentz(n: int, scale: float) -> float:
    s = 0.0
    for i in range(n):
        d = i * scale - 3.0
        s += 1 / (1 + d * d)
    return s


for n in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 1000, 1001, 123457]:
    print(n, repr(integrate(n)), repr(lorentz(n, 0.37)))

print(repr(mixed([0.0, -0.0, 1.5, -2.25, 700.0, -1e300, 1e-320])))
print(repr(mixed([float("inf")])), repr(mixed([float("-inf")])))
print(repr(mixed([float("nan")])))
print(repr(lorentz(0, 1.0)))

# x * x may be 0.0, or underflow to 0.0: these divisions keep the test.
for x in [0.0, -0.0, 1e-200, 3.0]:
    try:
        print(repr(1.0 / (x * x)))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(repr(2.0 / (x * x + 0.0)))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    try:
        print(repr(2.0 / (x + 1.0)))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
for y in [-1.0, 2.0]:
    try:
        print(repr(1.0 / (y + 1.0)))
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
