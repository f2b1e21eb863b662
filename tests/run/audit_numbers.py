# issue 7, numbers: int()/float() from strings, repr(float), round, divmod, pow, abs, hex/oct/bin.
print(int("42"), int("-17"), int("  12  "), int("ff", 16), int("0xff", 16), int("0xff", 0), int("777", 8), int("0o17", 0), int("101", 2), int("0b101", 0), int("z", 36), int("1_000"), int("+5"))
print(int(3.9), int(-3.9), int(True), float("3.5"), float("  -2.5e3 "), float("inf"), float("-Infinity"), float("nan"), float("1_0.5"), float(7), float("1e-7"))
for f in [0.1 + 0.2, 1e16, 1e-07, 1e15, 123456789012345678.0, 0.1, 1/3, 2.0, -0.0, 1e22, 1.5e-5, 0.0001, 5e-324, 1.7976931348623157e308, float("inf"), float("-inf"), float("nan"), 100.0, 1e100]:
    print(repr(f), str(f), f)
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(2.675, 2), round(3.14159, 3), round(1234.5, -1), round(1250, -2), round(1350, -2), round(-0.5), round(7), round(2.5, 0), round(0.125, 2), round(15, -1), round(25, -1))
print(divmod(7, 2), divmod(-7, 2), divmod(7, -2), divmod(7.5, 2), divmod(-7.5, 2), 7 // -2, -7 % 3, 7.5 % -2)
print(pow(2, 10), pow(3, 4, 5), pow(2, 100, 1000000007), pow(-2, 3, 5), pow(2.0, -1), pow(2.0, 0.5), pow(3, -1, 7), 2.0 ** -2, (-8) ** 2)
print(abs(-5), abs(5), abs(-2.5), abs(0), abs(-0.0), abs(True))
print(hex(255), hex(-255), hex(0), oct(8), oct(-8), bin(5), bin(-5), bin(0))
print((255).bit_length(), (0).bit_length(), (-1).bit_length(), (2**40).bit_length(), (1.0).is_integer(), (1.5).is_integer(), float("inf").is_integer(), (-0.0).is_integer())
print(max(3, 1, 2), min(3, 1, 2), sum([1, 2, 3]), sum([0.1] * 10), sum([1, 2], 10), 7 / 2, 6 / 3, 2 ** 62, True + True)
print(int("-0"), float("-0"), 10 ** 18, -(2 ** 62), 0.1 * 3, 1e308 * 10, -1e308 * 10, 3 * 1.1)
print(-True, +True, ~True, abs(False), True * 3, -(2.5), +(-1))
