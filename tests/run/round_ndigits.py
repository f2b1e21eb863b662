# round(x) and round(x, ndigits) for floats and ints: half to even on the exact value, negative
# ndigits, infinities, as CPython's correctly rounded double_round.
print(round(2.675, 2), round(0.125, 2), round(0.375, 2), round(1.5), round(2.5), round(-0.5))
print(round(1234.5678, -2), round(1250.0, -2), round(1350.0, -2), round(-1250.0, -2), round(49.0, -2), round(50.0, -2), round(51.0, -2))
print(round(3.14159, 0), round(-2.5, 0), round(1e300, 2), round(123.456, 1), round(0.1 + 0.2, 10))
print(round(1234, -2), round(1250, -2), round(1350, -2), round(-1250, -2), round(-1251, -2), round(15, -1), round(25, -1), round(7, 3))
print(round(float("inf"), 2), round(5e-324, 400), round(0.5, -1), round(5.0, -1), round(15.0, -1), round(25.0, -1))
print(round(2.675, ndigits=2), list(map(round, [1.5, 2.5])))
