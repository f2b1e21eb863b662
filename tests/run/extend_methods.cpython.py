# The plain-Python twin of extend_methods.py: each extension method is a function taking the
# object first. It gives extend_methods.py's expected output (see tests/e2e_test.go).


class Point:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y


class Point3(Point):
    def __init__(self, x: int, y: int, z: int):
        super().__init__(x, y)
        self.z = z


def int_double(self):
    return self * 2


def int_clamp(self, lo, hi):
    if self < lo:
        return lo
    if self > hi:
        return hi
    return self


def int_is_even(self):
    return self % 2 == 0


def float_half(self):
    return self / 2.0


def str_shout(self):
    return self + "!"


def str_twice(self, sep=" "):
    return self + sep + self


def list_second(self):
    return self[1]


def list_total(self):
    s = self[0]
    for i in range(1, len(self)):
        s = s + self[i]
    return s


def point_norm1(self):
    return abs(self.x) + abs(self.y)


def point_shift(self, d):
    self.x += d


def point_swapped(self):
    return Point(self.y, self.x)


def point_origin():
    return Point(0, 0)


print(int_double(21), int_clamp(15, 0, 10), int_clamp(-3, 0, 10), int_is_even(4), int_is_even(int_double(7)))
print(float_half(3.0), str_shout("hi"), str_twice("ab"), str_twice("ab", "-"))
xs = [1, 2, 3]
print(list_second(xs), list_total(xs), list_total(["a", "b", "c"]), list_total([1.5, 2.5]))
p = Point(3, -4)
point_shift(p, 1)
print(point_norm1(p), point_swapped(p).x, point_norm1(point_origin()), point_norm1(Point3(1, 2, 3)))
