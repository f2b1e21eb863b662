# As in CPython, a class defining __eq__ without __hash__ is unhashable.
class P:
    def __init__(self, x: int):
        self.x = x

    def __eq__(self, other: "P") -> bool:
        return self.x == other.x


points = {P(1): "one"}  # ERROR "unhashable type: 'P'"
print(len(points))
