# An instance attribute that shadows a class attribute starts with the class attribute's
# value: that of the nearest definition for the object's own class.
from typing import Optional


class A:
    n = 1
    items: list[int] = []

    def bump(self) -> None:
        self.n = 5

    def add(self, x: int) -> None:
        self.items.append(x)

    def show(self) -> str:
        return "n=" + str(self.n)


class B(A):
    n = 2


class C(B):
    pass


x = A()
y = A()
x.bump()
print(x.n, y.n, A.n, x.show(), y.show())
b = B()
print(b.n, C().n, B.n, C.n)
b.bump()
print(b.n, B.n, b.show())
base: A = C()
print(base.n, base.show())
base.bump()
print(base.n)
x.add(3)
y.add(4)
print(x.items, y.items, A.items, x.items is A.items, B().items is A.items)


# The common idiom: a counter starting at the class's value.
class Counter:
    count = 0
    step = 1

    def hit(self) -> None:
        self.count += self.step

    def faster(self) -> None:
        self.step *= 10


c1 = Counter()
c2 = Counter()
c1.hit()
c1.hit()
c2.faster()
c2.hit()
print(c1.count, c2.count, Counter.count, c1.step, c2.step, Counter.step)


# A field assigned only in a subclass, read through the base.
class Shape:
    sides = 0

    def info(self) -> str:
        return str(self.sides)


class Poly(Shape):
    def grow(self) -> None:
        self.sides += 1


class Tri(Poly):
    sides = 3


class Sq(Tri):
    sides = 4


t = Tri()
t.grow()
shapes: list[Shape] = [Shape(), Poly(), t, Sq()]
print([s.sides for s in shapes], [s.info() for s in shapes], Tri.sides)


# Values near the limits and negative ones; float and str attributes.
class Big:
    top = 9223372036854775807
    low = -9223372036854775808
    ratio = -0.5
    name = "big"

    def dec(self) -> None:
        self.top -= 1
        self.ratio *= 3.0
        self.name += "!"

    def lower(self) -> None:
        self.low += 1


g = Big()
g.dec()
print(g.top, Big.top, g.ratio, Big.ratio, g.name, Big.name, Big().name)
g.lower()
print(g.low, Big.low, Big().low)


# Optional class attributes annotated in the class body.
class Node:
    nxt: Optional["Node"] = None
    val = -1

    def __init__(self, v: int) -> None:
        if v >= 0:
            self.val = v

    def link(self, n: "Node") -> None:
        self.nxt = n


class Stack:
    head: Optional[Node] = None
    size = 0

    def push(self, v: int) -> None:
        n = Node(v)
        if self.head is not None:
            n.link(self.head)
        self.head = n
        self.size += 1

    def dump(self) -> list[int]:
        out: list[int] = []
        cur = self.head
        while cur is not None:
            out.append(cur.val)
            cur = cur.nxt
        return out


s = Stack()
print(s.dump(), s.size, s.head is None, Node(-5).val)
s.push(1)
s.push(-7)
print(s.dump(), s.size, Stack.size, Stack.head is None)


# A property next to a class attribute and a field of other names.
class Temp:
    unit = "C"

    def __init__(self, deg: float) -> None:
        self._deg = deg

    @property
    def deg(self) -> float:
        return self._deg

    @deg.setter
    def deg(self, v: float) -> None:
        self.unit = "K"
        self._deg = v


tp = Temp(1.5)
print(tp.deg, tp.unit)
tp.deg = 3.0
print(tp.deg, tp.unit, Temp.unit, Temp(0.0).unit)


# An exception raised in __init__ after the field took the class's value.
class Fragile:
    level = 3

    def __init__(self, fail: bool) -> None:
        print("level", self.level)
        if fail:
            raise ValueError("bad level " + str(self.level))
        self.level = 4


print(Fragile(False).level)
Fragile(True)
