# Base methods whose body only raises NotImplementedError (or is a placeholder) take the
# return type of the methods overriding them, and calls through the base dispatch.
import math


class Shape:
    def __init__(self, name: str):
        self.name = name

    def area(self) -> float:
        raise NotImplementedError

    def perimeter(self):
        raise NotImplementedError("subclass must implement perimeter")

    def corners(self):
        """How many corners."""
        raise NotImplementedError()

    def scaled(self, k: int):
        raise NotImplementedError

    def describe(self) -> str:
        return self.name + " with area " + str(round(self.area(), 2))


class Circle(Shape):
    def __init__(self, r: float):
        super().__init__("circle")
        self.r = r

    def area(self) -> float:
        return math.pi * self.r * self.r

    def perimeter(self):
        return 2 * math.pi * self.r

    def corners(self):
        return 0

    def scaled(self, k: int):
        return math.pi * (self.r * k) ** 2


class Square(Shape):
    def __init__(self, s: float):
        super().__init__("square")
        self.s = s

    def area(self) -> float:
        return self.s * self.s

    def perimeter(self):
        return 4 * self.s

    def corners(self):
        return 4

    def scaled(self, k: int):
        return (self.s * k) ** 2


class Node:
    def __init__(self, v: int):
        self.v = v

    def child(self):
        pass  # a placeholder returning None: the overrides return a Node or None

    def label(self):
        ...


class Pair(Node):
    def __init__(self, v: int, other: Node):
        super().__init__(v)
        self.other = other

    def child(self):
        return self.other


shapes: list[Shape] = [Circle(1.0), Square(2.0), Circle(0.5)]
for sh in shapes:
    print(sh.describe(), sh.perimeter(), sh.corners())
print(sum(s.area() for s in shapes))
print(sorted(round(s.scaled(3), 3) for s in shapes))
print(max(shapes, key=lambda s: s.perimeter()).name)

nodes: list[Node] = [Node(1), Pair(2, Node(3))]
for n in nodes:
    c = n.child()
    print(n.v, "->", c.v if c is not None else None, n.label())

base = Shape("blob")
try:
    base.area()
except NotImplementedError as e:
    print("caught", repr(e))
try:
    base.perimeter()
except NotImplementedError as e:
    print("caught", e)
try:
    print(base.describe())
except NotImplementedError as e:
    print("caught in describe", repr(e))
print(base.corners())
