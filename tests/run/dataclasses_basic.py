# dataclasses: @dataclass __init__, __repr__, __eq__, order=True, frozen=True, field(),
# inheritance, __post_init__, asdict/astuple/replace; hash() of an unhashable one.
from dataclasses import dataclass, field
import dataclasses

@dataclass
class Point:
    x: int
    y: int = 0

@dataclass(order=True)
class Version:
    major: int
    minor: int
    tags: list[str] = field(default_factory=list)

@dataclass(frozen=True)
class F:
    x: int
    name: str

p = Point(1, 2)
print(p, Point(3), p == Point(1, 2), p == Point(2, 1))
vs = [Version(1, 2), Version(0, 9), Version(1, 0, ["rc"])]
vs[0].tags.append("x")
print(sorted(vs))
print(vs[0] < vs[1], max(vs))
f = F(1, "a")
print(f, hash(f) == hash((1, "a")), f.x)
try:
    f.x = 3
except dataclasses.FrozenInstanceError as e:
    print("frozen:", e)
print(dataclasses.asdict(p), dataclasses.astuple(p), dataclasses.replace(p, y=7))
try:
    print(hash(p))
except TypeError as e:
    print(e)

@dataclass
class Q:
    x: int
    y: int = 0

@dataclass
class R(Q):
    z: int = 5
    x: int = 9

@dataclass
class P:
    x: int
    def __init__(self, a: int):
        self.x = a * 2
    def __repr__(self) -> str:
        return "mine"

@dataclass
class Acc:
    items: list[int] = field(default_factory=list)
    total: int = field(default=0, repr=False)
    def __post_init__(self):
        self.total = sum(self.items)

print(R(), R(1, 2, 3))
print(Q(1) == R(1, 0, 5), Q(1) == Q(1), R() == R())
print(P(3), P(3).x)
a = Acc([1, 2, 3])
print(a, a.total, Acc())


@dataclass(eq=False)
class Ident:
    n: int


i1 = Ident(1)
print(i1 == Ident(1), i1 == i1, i1)


@dataclass
class Empty:
    pass


print(Empty(), Empty() == Empty())


@dataclass(order=True, frozen=True)
class Card:
    rank: int
    suit: str = "s"


cards = {Card(3, "h"), Card(1), Card(3, "h")}
print(sorted(cards), Card(2) <= Card(2), Card(2, "a") > Card(2))


@dataclass
class Tree:
    root: Point
    kids: list[Point] = field(default_factory=list)


t = Tree(Point(1), [Point(2, 3)])
print(t, t == Tree(Point(1), [Point(2, 3)]), t == Tree(Point(1)))
print(hash(p))
