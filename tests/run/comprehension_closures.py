# Lambdas and generator expressions inside a comprehension read its variables.
def h():
    i = 5
    def g():
        return i
    return [g() for i in range(3)]
print(h())
fs = [lambda: i * 10 for i in range(3)]
print([f() for f in fs])
print([(lambda x: x + i)(1) for i in range(3)])
words = ["ab", "cde"]
print({w: sum(1 for ch in w if ch != "a") for w in words})
print([list(j * k for k in range(3)) for j in range(1, 3)])
def m(rows):
    return [[sum(rows[i][k] * rows[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
print(m([[1, 2], [3, 4]]))
print([any(x > i for x in [1, 2, 3]) for i in range(4)])


class Matrix:
    def __init__(self, rows):
        self.rows = rows
        self.n = len(rows)

    def __mul__(self, other):
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(self.n)) for j in range(self.n)] for i in range(self.n)])


print((Matrix([[1, 2], [3, 4]]) * Matrix([[0, 1], [1, 0]])).rows)
