# Builtins, classes and bound methods as values: key=len, map(str, ...), f = obj.method.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y

    def scaled(self, k):
        return Point(self.x * k, self.y * k)


words = ["pear", "fig", "banana"]
print(sorted(words, key=len), max(words, key=len))
print(list(map(int, [3.7, -1.2])), list(map(float, [1, 2])), list(map(str, [True])))
print(list(map(abs, [-1, 2, -3])), list(filter(bool, [0, 1, 2, 0])))
pts = list(map(Point, [1, 2], [3, 4]))
print([p.y for p in pts])
norms = list(map(lambda p: p.norm2(), pts))
print(norms)
p = Point(1, 2)
f = p.scaled
print(f(3).x, f(10).y)
out: list[str] = []
add = out.append
for w in words:
    add(w)
print(out)
show = print
show("a", 1, 2.5)
s = "hello"
up = s.upper
print(up())
g = sum
print(g([1, 2, 3]))
