# Starred assignment targets: the rest of a tuple as a list.
t = (1, 2, 3, 4)
a, *b = t
print(a, b)
*c, d = t
print(c, d)
e, *f, g = t
print(e, f, g)
h, *i, j, k = (1, "x", "y", 2.5, True)
print(h, i, j, k)


def split(p):
    first, *others = p
    return first, others


print(split((1, 2, 3)))
x: list[int] = []
m, *x, n = (1, 2)
print(m, x, n)
