# Starred operands in tuple displays: (*a, b) where a is a tuple.


def trace(label: str, v: int) -> int:
    print("eval", label)
    return v


def pair() -> tuple[int, str]:
    print("eval pair")
    return 7, "seven"


def extend(t: tuple[int, int], x: int) -> tuple[int, int, int]:
    return (*t, x)


a = (1, 2)
b = ("x", 2.5)
print((*a, 3))
print((0, *a))
print((*a, *b))
print((*a,))
print((*(),))
print((*(), 1))
t = *a, "end"
print(t, len(t))
print((trace("first", 1), *pair(), trace("last", 2)))
print(extend((4, 5), 6))
nested = (*a, (*b, None))
print(nested)
print(nested[2][1])
u = (*a, *a, *a)
print(u, u.count(2), u.index(2))
for x in (*a, 10):
    print("item", x)
w: tuple[int, int, int, str] = (*a, 3, "w")
print(w)
print((*a, 3) == (1, 2, 3), (*a, 3) < (1, 2, 4))
x, *rest = (*a, 8, 9)
print(x, rest)


def spread(*args: int) -> int:
    return sum(args)


args = (*a, 100)
print(spread(*args))
print(hash((*a, 3)) == hash((1, 2, 3)))
