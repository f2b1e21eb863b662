# Unpacking lists and other iterables into targets, with and without a starred target.
line = "add 3 4 5"
cmd, *args = line.split()
print(cmd, args)
first, *mid, last = [1, 2, 3, 4, 5]
print(first, mid, last)
*init, tail = [1.5, 2.5]
print(init, tail)
a, *b = ["only"]
print(a, b)
a, b2 = "x y".split()
print(a, b2)
x, y, z = map(int, "7 8 9".split())
print(x + y + z)
p, q = "hi"
print(q, p)
[u, v] = [10, 20]
print(u, v)
h, *t = range(4)
print(h, t)
k1, k2 = {"one": 1, "two": 2}
print(k1, k2)
s1, s2 = sorted({3, 1})
print(s1, s2)


def gen():
    yield 1
    yield 2


g1, g2 = gen()
print(g1, g2)

rows = [[1, 2, 3], [4, 5], [6]]
for head, *rest in rows:
    print(head, rest, len(rest))
pairs = [[1, 2], [3, 4]]
for l, r in pairs:
    print(l * r)
print([f + s for f, s in pairs])
print([m for _, *m in rows])

# Every item is read before any target is assigned.
xs = [1, 2]
xs[0], xs[1] = xs[1], xs[0]
ys = [5, 6]
ys[1], ys[0] = ys
print(xs, ys)


def words(s: str) -> tuple[str, list[str]]:
    w0, *ws = s.split(",")
    return w0, ws


print(words("a,b,c"))
print(words("solo"))

for bad in ["1 2 3", "1"]:
    try:
        n1, n2 = bad.split()
        print(n1, n2)
    except ValueError as e:
        print("ValueError:", e)
for bad2 in [[1], []]:
    try:
        o1, *o2, o3 = bad2
        print(o1, o2, o3)
    except ValueError as e:
        print("ValueError:", e)
try:
    c1, c2 = map(str, [1, 2, 3])
except ValueError as e:
    print("ValueError:", e)
try:
    for e1, e2 in [[1, 2], [3]]:
        print(e1, e2)
except ValueError as e:
    print("ValueError:", e)
z1, z2 = [[1], [2, 3]]
print(z1, z2)
left, right = [1, 2, 3]
