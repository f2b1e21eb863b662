# Chains of list + (joined into one allocation by the listconcat pass in release builds):
# slices with steps, negative, None and out-of-range bounds, empty parts, displays, nesting,
# evaluation order, and the ValueError of a zero step.


def show(tag: str, xs: list[int]) -> list[int]:
    print(tag)
    return xs


def cat(a: list[int], b: list[int], c: list[int]) -> list[int]:
    return a + b + c


def partitions(xs: list[int]) -> list[list[list[int]]]:
    if len(xs) == 0:
        empty: list[list[int]] = []
        return [empty]
    first = xs[0]
    out: list[list[list[int]]] = []
    for p in partitions(xs[1:]):
        for i in range(len(p)):
            out.append(p[:i] + [[first] + p[i]] + p[i + 1 :])
        out.append([[first]] + p)
    return out


a = [1, 2, 3, 4, 5]
b = [10, 20]
e: list[int] = []
print(cat(a, b, a))
print(cat(e, e, e))
print(cat(e, a, e))
print(a[1:3] + b + a[3:])
print(a[-2:] + a[:-2] + b[::-1])
print(a[-100:2] + a[3:100] + a[100:] + a[:-100])
print(a[::2] + a[1::2] + a[::-2] + a[4:0:-1] + a[0:4:-1])
print(a[-1:-4:-1] + [0] + a[5:-7:-2])
for lo in range(-7, 8, 3):
    for hi in range(-7, 8, 4):
        print(lo, hi, a[lo:hi] + [lo, hi] + a[hi:lo:-1] + b)
print([1] + [2, 3] + e + [4])
print(e + e[:] + e)
print(show("first", a) + show("second", b[1:]) + show("third", [7]))
words = ["x", "y"]
print(words + ["z"] + words[::-1])
nested = [[1], [2, 3]]
print(nested[:1] + [[9] + nested[1]] + nested[2:])
print(len(partitions([1, 2, 3, 4])), partitions([1, 2, 3]))
s = 0
try:
    print(a + a[::s] + b)
except ValueError as err:
    print("ValueError:", err)
grown = [1]
print(grown + grown + grown, grown)


def grow(xs: list[int]) -> list[int]:
    xs.append(len(xs))
    return xs


print(grown + grown[:] + grow(grown), grown)
