# * and ** unpacking in list, set and dict displays; dict(x, k=v); dict.update of pairs and
# keywords.
a = [1, 2]
t = (3, 4)
print([*a, *t], [0, *range(3), 9], [*"ab", "c"], [*t])
print([*(x * x for x in range(4)), *a[::-1]])
print([*[*a, 5], *a])
for x in [*a, *t]:
    print(x, end=" ")
print()
print([y + 1 for y in [*a, 10]])
b = [*a]
b.append(7)
print(a, b)


def cat(xs, ys):
    return [*xs, *ys]


print(cat([1.5], (2.5,)), cat("x", ["y"]))

s = {8, 16, 0}
print({*s}, {*[8, 16, 0], *{24, 1}}, {1, *range(3)}, {5, 13, *[21, 29], 37})
print({*"hello", "z"} == set("helloz"), {*{7: 0}.keys(), 1})
print({*range(0, 64, 8), *range(1, 64, 8)})

d1 = {"a": 1, "b": 2}
d2 = {"b": 20, "c": 30}
print({**d1, **d2}, {**d2, **d1}, {"z": 0, **d1}, {**d1, "a": 100}, {"k": -1, **d1, "k2": 5, **d2})
m = {**d1}
m["a"] = 99
print(m, d1)
from collections import defaultdict

dd = defaultdict(int)
dd["q"] += 1
print({**dd, "r": 2})

print(dict(d1, c=3), dict(d1, a=0, z=26), dict([("x", 1)], y=2), dict(zip("pq", [1, 2]), r=3))
print(dict(d1.items(), b=-2))

d = {"x": 1}
d.update([("b", 2)])
d.update(zip(["c", "d"], [3, 4]))
print(d)
print(d.update(a=1, x=0), d)
d.update({"q": 0}, r=1)
d.update(d2.items())
d.update((("t", 5), ("u", 6)))
d.update(d1)
print(d)
n = {1: "one"}
n.update([(2, "two")], )
n.update({3: "three"})
n.update([(k, str(k)) for k in range(4, 6)])
print(n)
