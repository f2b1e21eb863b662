# A single list + with a slice or a display as an operand (l + [x], [x] + l, l[:i] + m), which
# the listconcat pass joins into one allocation: empty parts, steps, out-of-range bounds,
# nesting, aliasing, evaluation order, the result being a new list, and a zero step.


def show(tag: str, xs: list[int]) -> list[int]:
    print(tag)
    return xs


def item(tag: str, x: int) -> int:
    print(tag)
    return x


def grow(xs: list[int]) -> int:
    xs.append(len(xs))
    return len(xs)


a = [1, 2, 3, 4, 5]
e: list[int] = []
print(a + [6])
print([0] + a)
print(e + [7], [8] + e, e + e[:])
print(a[:2] + a, a + a[3:], a[::-1] + e, a[1:100] + a[-100:-3])
for i in range(-6, 7, 2):
    print(i, a[:i] + a[i + 1 :], a[i:] + [i], [i] + a[:i:-1])
b = a + [9]
b[0] = 100
print(a, b)
c = a[:] + e
c.append(0)
print(a, c)
a = a[1:] + a
print(a)
print(show("left", [1]) + [item("right", 2)])
print([item("first", 3)] + show("second", [4, 5]))
grown = [1]
print(grown + [grow(grown)], grown)
print([grow(grown)] + grown, grown)
nested = [[1], [2, 3]]
n2 = nested + [[4]]
n2[2].append(5)
print(nested, n2)
n3 = nested[:1] + nested
n3[0].append(6)
print(nested, n3)
words = ["x", "é"]
print(words + ["z"], ["a"] + words[::-1])
fs = [1.5]
print(fs + [2.5], [True] + [False])
step = 0
try:
    print(a[::step] + [1])
except ValueError as err:
    print("ValueError:", err)
