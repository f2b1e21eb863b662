# A class attribute in a subclass hides a property of its base class: CPython's lookup finds
# the class attribute first on the way up from the object's class. (A read through a
# Shape-typed reference is refused: tests/errors/property_overridden_by_class_attr.py.)


class Shape:
    @property
    def sides(self) -> int:
        return 0

    def describe(self) -> str:
        return "shape"


class Square(Shape):
    sides = 4


class Cube(Square):
    pass


print(Shape().describe())
print(Square().sides)
print(Cube().sides)
sq = Square()
cu: Square = Cube()
print(sq.sides + cu.sides, Square.sides)
