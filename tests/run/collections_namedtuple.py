from collections import namedtuple
from typing import NamedTuple

Point = namedtuple('Point', ['x', 'y'])
Pair = namedtuple("Pair", "a, b")
Rgb = namedtuple("Rgb", "r g b")
p = Point(1, 2)
q = Point(x=3, y=4)
print(p, q, p.x, q.y, p[0], p[1], p[-1], len(p))
x, y = p
print(x, y)
print(p == Point(1, 2), p != q, p < q, q <= p, Point(1, 3) > p, hash(p) == hash((1, 2)))
print(p._replace(y=9), p._replace(), p._asdict(), Point._fields, p._fields, list(p))
for v in q:
    print(v)
pr = Pair("u", 1.5)
print(pr, pr.a, pr.b, pr[1], Pair._fields)
c = Rgb(255, 128, 0)
print(c, max(c), sum(c), c._replace(g=1, b=2))
s = {p, q, Point(1, 2)}
print(len(s), p in s, Point(9, 9) in s)
d = {p: "p", q: "q"}
print(d[Point(3, 4)])
pts = [Point(3, 1), Point(1, 2), Point(1, 1)]
print(sorted(pts))
for pt in pts:
    a, b = pt
    print(a + b, pt.x * pt.y)


class Emp(NamedTuple):
    name: str
    age: int = 30

    def older(self, n: int) -> "Emp":
        return self._replace(age=self.age + n)

    def label(self) -> str:
        return self.name + "/" + str(self.age)


e = Emp("ann")
print(e, e.older(5), e.name, e[0], e[1], e.label(), len(e))
print(Emp("bob", 3) < Emp("bob", 4), Emp("al", 9) == Emp("al", 9), Emp._fields)
n, age = e
print(n, age, e.older(1)._fields)


class Vec(NamedTuple):
    x: float
    y: float


w = Vec(1.5, -2.0)
print(w, abs(w.x), list(w), w._asdict())
