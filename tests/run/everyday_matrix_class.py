class Matrix:
    def __init__(self, rows):
        self.rows = rows
        self.n = len(rows)
        self.m = len(rows[0]) if rows else 0

    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]

    def __mul__(self, other):
        return Matrix([[sum(self.rows[i][k] * other.rows[k][j] for k in range(self.m)) for j in range(other.m)] for i in range(self.n)])

    def __eq__(self, other):
        return self.rows == other.rows

    def __str__(self):
        return "\n".join(" ".join(str(x) for x in row) for row in self.rows)

a = Matrix([[1, 2], [3, 4]])
b = a * a
print(b.rows, b[1, 0])
print(a == Matrix([[1, 2], [3, 4]]))
