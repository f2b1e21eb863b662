# Numeric builtins: round, pow with a modulus, hex, oct, bin, int.bit_length, float.is_integer.
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.4999999999999998), round(-0.4), round(7))
print(pow(2, 10), pow(2, 10, 1000), pow(3, 200, 13), pow(-3, 3, 7), pow(3, 3, -7), pow(7, -1, 10), pow(2, 0, 1))
print(pow(123456789012, 98765, 999999999989), pow(2.0, 0.5))
for n in [0, 1, -1, 255, -255, 4096, 9223372036854775807, -9223372036854775807 - 1]:
    print(hex(n), oct(n), bin(n) if -70000 < n < 70000 else "", n.bit_length())
print((0.0).is_integer(), (2.5).is_integer(), (-3.0).is_integer(), (1e300).is_integer(), (1e308 * 10.0).is_integer())
print(divmod(7, -2), divmod(-7.5, 2), abs(-3), abs(-2.5))
