# hash(float) splits the float into mantissa and exponent without libm (the runtime's
# split_double): zeros, subnormals, the normal range's ends, integral values, negatives.
import sys

xs = [0.0, -0.0, 5e-324, -5e-324, 1e-320, 2.2250738585072009e-308, 2.2250738585072014e-308,
      -1e-310, 1e-300, 0.1, 0.5, -0.5, 1.0, 1.5, -2.75, 3.141592653589793, 1e16, 2.0 ** 52,
      2.0 ** 60, 2.0 ** 61, 2.0 ** 62, -(2.0 ** 63), 1e300, 1.7976931348623157e308,
      -1.7976931348623157e308, float("inf"), float("-inf"), 123456789.125, -1.0, 2.0 ** -1074]
for x in xs:
    print(x, hash(x))

d = {}
for i, x in enumerate(xs):
    d[x] = i
print(len(d), d[0.0], d[-0.0], d[5e-324], d[2.0 ** 61])

s = 0
x = 5e-324
while x < 1e-300:
    s = (s * 31 + hash(x)) % 1000000007
    x *= 3.0
print(s)
print(hash(float(sys.maxsize)), hash(-1.0) == hash(-2.0))
