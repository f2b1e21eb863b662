# An inherited classmethod and staticmethod called through several classes of one hierarchy.
class Node:
    def __init__(self, v: int):
        self.v = v

    @classmethod
    def make(cls, v: int):
        return cls(v * 2)

    @staticmethod
    def twice(v: int) -> int:
        return v * 2


class Leaf(Node):
    pass


class Twig(Node):
    pass


a = Leaf.make(1)
b = Node.make(2)
c = Twig.make(3)
print(a.v, b.v, c.v, isinstance(a, Leaf), isinstance(c, Twig))
print(Node.twice(4), Leaf.twice(5))
