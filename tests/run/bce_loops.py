# Bounds checks in counted loops stay where CPython raises IndexError: a loop bound past the
# length, a list shrunk or grown inside the loop (directly, through another name, through a
# call or through an object's field), negative indices; and list * int built by block copies.

from typing import List


class Box:
    def __init__(self, xs: List[int]):
        self.xs = xs
        self.n = len(xs)


def past_end(xs: List[int], n: int) -> int:
    s = 0
    for i in range(n):
        s += xs[i]
    return s


def shrink(xs: List[int]) -> int:
    s = 0
    n = len(xs)
    for i in range(n):
        s += xs[i]
        if i == 2:
            xs.pop()
    return s


def shrink_alias(xs: List[int]) -> int:
    ys = xs
    s = 0
    i = 0
    limit = len(xs)
    while i < limit:
        xs[i] = xs[i] * 2
        del ys[-1]
        i += 1
    return s


def drop(xs: List[int]) -> None:
    xs.clear()


def shrink_call(xs: List[int]) -> int:
    s = 0
    for i in range(len(xs)):
        s += xs[i]
        drop(xs)
    return s


def shrink_field(b: Box) -> int:
    s = 0
    for i in range(b.n):
        b.xs[i] = i
        b.xs = b.xs[: len(b.xs) - 1]
        s += i
    return s


def grow(xs: List[int]) -> int:
    n = len(xs)
    for i in range(n):
        xs.append(xs[i] + 1)
    return xs[len(xs) - 1]


def negative(xs: List[int]) -> int:
    s = 0
    for i in range(-1, -len(xs) - 2, -1):
        s = s * 10 + xs[i]
    return s


def store_past(flags: List[bool], step: int) -> None:
    j = 0
    while j < 100:
        flags[j] = False
        j += step


def try_call(name: str, f, xs: List[int]) -> None:
    try:
        print(name, f(xs))
    except IndexError as e:
        print(name, "IndexError:", e, xs)


def main() -> None:
    xs = [1, 2, 3, 4, 5]
    print(past_end(xs, 5))
    try:
        print(past_end(xs, 6))
    except IndexError as e:
        print("past_end IndexError:", e)
    try_call("shrink", shrink, [1, 2, 3, 4, 5])
    try_call("shrink_alias", shrink_alias, [1, 2, 3, 4, 5, 6])
    try_call("shrink_call", shrink_call, [7, 8, 9])
    try_call("grow", grow, [1, 2, 3])
    try_call("negative", negative, [1, 2, 3])
    b = Box([1, 2, 3, 4])
    try:
        print(shrink_field(b))
    except IndexError as e:
        print("shrink_field IndexError:", e, b.xs)
    flags = [True] * 50
    try:
        store_past(flags, 7)
    except IndexError as e:
        print("store_past IndexError:", e, flags.count(False))
    for items in [[], [1], [1, 2, 3]]:
        for times in [-3, 0, 1, 2, 3, 5, 8, 13]:
            print(len(items * times), items * times)
    for times in [0, 1, 2, 7]:
        print([True, False] * times)
    big = [0, 1, 2] * 100001
    print(len(big), sum(big), big[-1], big[150001])
    nested = [[0] * 3] * 4
    nested[0][1] = 5
    print(nested)
    print(3 * ["a", "b"])


main()
