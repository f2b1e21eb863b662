class Shapes:
    class Shape:
        def area(self) -> float:
            return 0.0

        def describe(self) -> str:
            return type(self).__qualname__ + " " + type(self).__name__ + " " + str(self.area())

    class Square(Shape):
        def __init__(self, side: float):
            self.side = side

        def area(self) -> float:
            return self.side * self.side

    class Circle(Shape):
        def __init__(self, r: float):
            self.r = r

        def area(self) -> float:
            return 3.0 * self.r * self.r

    default_side = 2.0

    def __init__(self) -> None:
        self.items: list[Shapes.Shape] = []

    def add_square(self) -> None:
        self.items.append(Shapes.Square(Shapes.default_side))


class A:
    class B:
        class C:
            def __init__(self, n: int):
                self.n = n

            def __eq__(self, other: "A.B.C") -> bool:
                return isinstance(other, A.B.C) and other.n == self.n

        def make(self) -> "A.B.C":
            return A.B.C(3)


s = Shapes()
s.add_square()
s.items.append(Shapes.Circle(1.0))
for it in s.items:
    print(it.describe(), isinstance(it, Shapes.Square), isinstance(it, Shapes.Shape))
c = A.B().make()
print(c.n, c == A.B.C(3), c == A.B.C(4))
print(type(c).__qualname__, type(c).__name__, type(c).__module__)
print(f"{c}"[:22])
five = 5
print(type(five).__qualname__)
