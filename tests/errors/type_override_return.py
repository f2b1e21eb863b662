# An overriding method called through the base class must return what the base returns.
class Shape:
    def area(self) -> float:
        return 0.0


class Square(Shape):
    def __init__(self, side: int):
        self.side = side

    def area(self) -> int:
        return self.side * self.side


shapes = [Shape(), Square(2)]
for s in shapes:
    print(s.area())  # ERROR "Square.area\(\) returns int but Shape.area\(\) returns float"
