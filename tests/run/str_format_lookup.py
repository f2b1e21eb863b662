# str.format fields with attribute and index lookups: "{0.x}", "{p.name}", "{d[key]}",
# "{0[1]}", read after every argument is evaluated; format_map of any expression.
from collections import namedtuple


class Point:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y
        self.tags = ["a", "b"]

    @property
    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


class Person:
    def __init__(self, name: str, age: int):
        self.name = name
        self.age = age


def trace(s: str, v: Point) -> Point:
    print("evaluated", s)
    return v


p = Point(3, -4)
print("{0.x}, {0.y}".format(p))
print("({.x}; {.y})".format(p, Point(7, 8)))
print("{p.x:>4}|{p.y:<4}|{p.norm1:03d}".format(p=p))
print("{0.tags[1]} {0.tags[0]!r} {0.tags}".format(p))
lst = [10, 20, 30]
print("{0[1]} {0[0]:x} {0[2]:>5}".format(lst))
print("{[2]}".format(lst))
d = {"key": "value", "n": "7", "-1": "minus one", " ": "space"}
print("{d[key]} {d[n]:>3} {d[-1]} {d[ ]}".format(d=d))
counts = {"apples": 3, "pears": 12}
print("{c[apples]:>3} apples, {c[pears]:>3} pears".format(c=counts))
nested = {"a": [1, 2, 3]}
print("{0[a][2]} {0[a]}".format(nested))
people = [Person("Ada", 36), Person("Alan", 41)]
print("{0[1].name} is {0[1].age}; {0[0].name!r:>7}".format(people))
pairs = [(1, "one"), (2, "two")]
print("{0[1][1]}={0[1][0]}".format(pairs))
print("{0[0]:{0[1]}}".format(["x", ">6"]))
print("{0.x:{1.y}}|".format(Point(5, 0), Point(0, 6)))
Pt = namedtuple("Pt", ["lat", "lon"])
print("{0.lat:.2f},{0.lon:.2f}".format(Pt(1.5, 2.25)))
print("{t[0]}-{t[1]}".format(t=(4, "four")))
s = "hello"
print("{0[0]}{0[4]}".format(s))
# Arguments are evaluated once, before any lookup.
print("{0.x} {0.y} {1.x}".format(trace("first", p), trace("second", Point(1, 2))))
# The lookup happens when the field is formatted: a later value is seen.
q = Point(1, 1)
print("{0.x} {0.y}".format(q))
q.x = 99
print("{0.x}".format(q))
# format_map of any expression, evaluated once.
def make(n: int) -> dict[str, int]:
    print("make", n)
    return {"a": n, "b": n * 2}


print("{a} {b} {a}".format_map(make(5)))
print("{a}!".format_map({"a": 1}))
print("{p.x}/{p.y}".format_map({"p": p}))
print("{k[0]}".format_map({"k": lst}))
print("no fields".format_map(make(1)))
# Lookups that fail raise what CPython raises.
try:
    print("{0[5]}".format(lst))
except IndexError as e:
    print("IndexError:", e)
try:
    print("{d[missing]}".format(d=d))
except KeyError as e:
    print("KeyError:", e)
empty: dict[str, int] = {}
try:
    print("{m[q]}".format(m=empty))
except KeyError as e:
    print("KeyError:", e)
print("{0[3]}".format(lst))
