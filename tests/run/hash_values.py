# python: 3.12
# hash() as CPython computes it: ints modulo 2**61 - 1 (with -1 taken as -2), floats by
# _Py_HashDouble (integral ones hash like the equal int), bools, None (3.12's constant),
# tuples by the xxHash-based tuplehash, and a class's own __hash__.
ints = [0, 1, -1, -2, 2, 42, -42, 1000000007, 2**31, 2**32 + 1, 2**60, 2**61 - 2, 2**61 - 1,
        2**61, 2**61 + 1, -(2**61) + 1, -(2**61), 2**62, 9223372036854775807, -9223372036854775807, -9223372036854775807 - 1,
        123456789012345678, -987654321987654321]
for i in ints:
    print(i, hash(i))
floats = [0.0, -0.0, 0.5, -0.5, 1.0, -1.0, 1.5, 2.25, 0.1, 3.141592653589793, 1e300, -1e300,
          1e-300, 5e-324, 1e16, 2.0**61, 2.0**62, 2.0**63, 1e308 * 10.0, -1e308 * 10.0, 1234567.875]
for f in floats:
    print(f, hash(f))
print(hash(1.0) == hash(1), hash(-7.0) == hash(-7), hash(2.0**61) == hash(2**61))
print(hash(True), hash(False), hash(None))
print((), hash(()), (1,), hash((1,)), (1, 2), hash((1, 2)), (2, 1), hash((2, 1)))
print((1, 2, 3), hash((1, 2, 3)), (-1,), hash((-1,)), (-2,), hash((-2,)))
print(hash(((1, 2), (3, 4))), hash((0.5, True, None)), hash(((), ((),))))
print(hash((1, (2, (3, (4, (5,)))))), hash((2**61 - 1, -(2**61 - 1))), hash((1.0, 2.0)) == hash((1, 2)))


class Point:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __eq__(self, other: "Point") -> bool:
        return self.x == other.x and self.y == other.y

    def __hash__(self) -> int:
        return hash((self.x, self.y))


class Minus:
    def __eq__(self, other: "Minus") -> bool:
        return True

    def __hash__(self) -> int:
        return -1


print(hash(Point(1, 2)) == hash((1, 2)), hash(Minus()))
print(hash("abc") == hash("abc"), hash("abc") == hash("ab" + "c"))
