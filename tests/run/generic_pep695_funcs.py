# python: 3.12
# PEP 695 generic functions.
def ident[T](x: T) -> T:
    return x


def both[A](a: A, b: A) -> list[A]:
    return [a, b]


def swap[X, Y](p: tuple[X, Y]) -> tuple[Y, X]:
    return p[1], p[0]


print(ident(3), ident("s"), both(1, 2), both("a", "b"))
print(swap((1, "one")), swap((2.5, False)))
