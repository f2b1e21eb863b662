# Objects of a class without __eq__ compare by identity, as with CPython's object.__eq__:
# ==, !=, `in` and list equality and count.


class P:
    def __init__(self, x):
        self.x = x


class Q(P):
    pass


a = P(1)
b = P(1)
q = Q(2)
print(a == a, a == b, a != b, a != a)
print([a] == [a], [a] == [b], a in [b, a], b in [a], [b, a, b].count(b))
print(q == q, q != P(2))
groups = {"x": [a], "y": [b]}
print(groups["x"] == [a], groups["x"] != groups["y"])
