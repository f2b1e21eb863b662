# Magic methods: arithmetic with reflected operands, comparisons, truth, len, subscripts,
# containment and calling an object.


class Vec:
    def __init__(self, x: float, y: float):
        self.x = x
        self.y = y

    def __add__(self, o: "Vec") -> "Vec":
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o: "Vec") -> "Vec":
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def __rmul__(self, k: float) -> "Vec":
        return Vec(self.x * k, self.y * k)

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)

    def __eq__(self, o: "Vec") -> bool:
        return self.x == o.x and self.y == o.y

    def __lt__(self, o: "Vec") -> bool:
        return self.x * self.x + self.y * self.y < o.x * o.x + o.y * o.y

    def __bool__(self) -> bool:
        return self.x != 0.0 or self.y != 0.0

    def __repr__(self) -> str:
        return "Vec(" + repr(self.x) + ", " + repr(self.y) + ")"


class Grid:
    def __init__(self, w: int, h: int):
        self.w = w
        self.cells = [0] * 0
        for _ in range(w * h):
            self.cells.append(0)

    def __len__(self) -> int:
        return len(self.cells)

    def __getitem__(self, p: tuple[int, int]) -> int:
        return self.cells[p[1] * self.w + p[0]]

    def __setitem__(self, p: tuple[int, int], v: int) -> None:
        self.cells[p[1] * self.w + p[0]] = v

    def __contains__(self, v: int) -> bool:
        return v in self.cells


class Adder:
    def __init__(self, n: int):
        self.n = n

    def __call__(self, x: int) -> int:
        return x + self.n


a = Vec(1.0, 2.0)
b = Vec(0.5, -1.0)
print(a + b, a - b, a * 2.0, 3.0 * b, -a)
print(a == Vec(1.0, 2.0), a != b, a < b, a > b)
print(bool(Vec(0.0, 0.0)), bool(a))
if a:
    print("a is truthy")
g = Grid(3, 2)
g[1, 1] = 5
g[2, 0] += 7
print(len(g), g[1, 1], g[2, 0], 5 in g, 6 in g, 6 not in g)
add3 = Adder(3)
print(add3(4), add3(add3(0)))
