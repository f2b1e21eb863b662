# Generic functions over TypeVars: each realization binds T from its arguments.
from typing import TypeVar, Optional

T = TypeVar("T")
K = TypeVar("K")


def first(xs: list[T]) -> T:
    return xs[0]


def pair(a: T, b: K) -> tuple[K, T]:
    return b, a


def largest(xs: list[T], start: T) -> T:
    best = start
    for x in xs:
        if x > best:
            best = x
    return best


def repeat(x: T, n: int) -> list[T]:
    out: list[T] = []
    for _ in range(n):
        out.append(x)
    return out


print(first([1, 2]), first(["a", "b"]), first([1.5]))
print(pair(1, "one"), pair(2.5, True))
print(largest([3, 9, 2], 0), largest(["pear", "apple"], ""))
print(repeat("ab", 3), repeat(7, 2))
