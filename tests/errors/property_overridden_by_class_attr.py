class Shape:
    @property
    def sides(self) -> int:
        return 0


class Square(Shape):
    sides = 4


s: Shape = Square()
print(s.sides)  # ERROR "not supported yet: property `sides` overridden by a class attribute in Square"
