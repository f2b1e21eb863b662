# @extend adds methods to an existing class: a primitive, a stdlib class or one of the
# program's classes (subclasses inherit them). `extend` needs no import. CPython cannot run
# this program: extend_methods.cpython.py is the same program in plain Python, and gives the
# expected output.


class Point:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y


class Point3(Point):
    def __init__(self, x: int, y: int, z: int):
        super().__init__(x, y)
        self.z = z


@extend
class int:
    def double(self):
        return self * 2

    def clamp(self, lo: int, hi: int) -> int:
        if self < lo:
            return lo
        if self > hi:
            return hi
        return self

    def is_even(self) -> bool:
        return self % 2 == 0


@extend
class float:
    def half(self) -> float:
        return self / 2.0


@extend
class str:
    def shout(self) -> str:
        return self + "!"

    def twice(self, sep: str = " ") -> str:
        return self + sep + self


@extend
class list:
    def second(self):
        return self[1]

    def total(self):
        s = self[0]
        for i in range(1, len(self)):
            s = s + self[i]
        return s


@extend
class Point:
    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)

    def shift(self, d: int) -> None:
        self.x += d

    @property
    def swapped(self) -> "Point":
        return Point(self.y, self.x)

    @staticmethod
    def origin() -> "Point":
        return Point(0, 0)


print((21).double(), (15).clamp(0, 10), (-3).clamp(0, 10), (4).is_even(), (7).double().is_even())
print((3.0).half(), "hi".shout(), "ab".twice(), "ab".twice("-"))
xs = [1, 2, 3]
print(xs.second(), xs.total(), ["a", "b", "c"].total(), [1.5, 2.5].total())
p = Point(3, -4)
p.shift(1)
print(p.norm1(), p.swapped.x, Point.origin().norm1(), Point3(1, 2, 3).norm1())
