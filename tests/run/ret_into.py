# Functions returning new objects fill an object of the caller's (passes/retinto.go): results
# in the frame and on the heap, identity, aliases, subclasses, exceptions raised in the init
# and in the arguments, int fields at the limits, and a traceback through such a function.
from typing import List, Optional

kept: List["Vec"] = []


class Vec:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def scale(self, k: int) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def twice(self) -> "Vec":
        return self.scale(2)

    def pick(self, big: bool) -> "Vec":
        if big:
            return self.scale(1000)
        elif self.x < 0:
            return Vec(-self.x, self.y)
        return (self + self).twice()

    def keep(self) -> "Vec":
        v = Vec(self.x, self.y)
        kept.append(v)
        return v


class Logged:
    def __init__(self, v: int):
        kept.append(Vec(v, v))
        self.v = v
        self.me: Optional[Logged] = self


class Base:
    def __init__(self, n: int):
        self.n = n

    def make(self) -> "Base":
        return Base(self.n + 1)


class Sub(Base):
    def make(self) -> "Base":
        return Sub(self.n + 10)


def logged(v: int) -> Logged:
    return Logged(v)


def checked(n: int) -> Vec:
    if n < 0:
        raise ValueError("negative " + str(n))
    return Vec(n, n + 1)


def sum_loop(n: int) -> int:
    total = 0
    prev = Vec(0, 0)
    for i in range(n):
        v = Vec(i, -i) + Vec(1, 2).scale(i)
        total += v.x - v.y
        if i % 3 == 0:
            prev = v  # kept across the next iteration: must not share v's slot
        total += prev.x
    return total


def main() -> None:
    a = Vec(3, 4)
    b = a + a
    c = a + a
    print(b.x, b.y, b is c, b is a)
    d = b
    d.x = 100  # mutation through an alias
    print(b.x, c.x)
    print(a.twice().x, a.pick(True).y, Vec(-5, 1).pick(False).x, a.pick(False).y)
    k1 = a.keep()
    k2 = a.keep()
    k1.x = 7
    print(kept[0].x, kept[1].x, k1 is kept[0], k2 is kept[1], len(kept))
    lg = logged(5)
    print(lg.me is lg, lg.v, len(kept))
    objs = [Base(1).make(), Sub(1).make(), Base(2)]
    for o in objs:
        print(type(o).__name__, o.n, isinstance(o, Sub))
    print(sum_loop(10), sum_loop(0), sum_loop(1000))
    big = Vec(2 ** 62, -(2 ** 62))
    print(big.scale(1).x, big.scale(-1).y)
    print((big + Vec(2 ** 62 - 1, 2 ** 62 - 1)).x, (Vec(0, -(2 ** 62)) + big).y)
    try:
        checked(-3)
    except ValueError as e:
        print("ValueError", e)
    print(checked(4).y)
    vs = [Vec(i, i).twice() for i in range(5)]
    print([v.x for v in vs], vs[0] is vs[1])
    print(Vec(2 ** 61, 0).twice().x)
    print(checked(-1).x)


main()
