# List indexing takes one unsigned comparison for 0 <= i < len and a second, cold test for
# negative indices and errors: every edge must still read, write or raise as in CPython, in
# loops the optimizer rewrites as well as in straight-line code.

from typing import List


def get(xs: List[int], i: int) -> str:
    try:
        return str(xs[i])
    except IndexError as e:
        return "IndexError: " + str(e)


def put(xs: List[float], i: int, x: float) -> str:
    try:
        xs[i] = x
        return str(xs)
    except IndexError as e:
        return "IndexError: " + str(e)


def sieve(limit: int, size: int) -> int:
    # The loop bound and the list's length differ: the store past the end must raise.
    flags = [True] * size
    count = 0
    i = 2
    while i * i < limit:
        if flags[i]:
            j = i * i
            while j < limit:
                flags[j] = False
                j += i
        i += 1
    for n in range(2, size):
        if flags[n]:
            count += 1
    return count


def backwards(xs: List[int], k: int) -> int:
    # Negative indices down to -k, past -len(xs) when k > len(xs).
    s = 0
    j = -1
    while j >= -k:
        s = s * 10 + xs[j]
        j -= 1
    return s


def shrinking(xs: List[int]) -> int:
    s = 0
    n = len(xs)
    for i in range(n):
        s += xs[i]
        xs.pop()
    return s


def eval_a(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def row(n: int, off: int) -> float:
    s = 0.0
    for j in range(n):
        s += eval_a(j + off, 0)
    return s


def powers(x: float, n: int) -> float:
    s = 0.0
    for _ in range(n):
        s += x**1.5
        x = x * x
    return s


def main() -> None:
    xs = [10, 20, 30]
    big = 9223372036854775807
    for i in [0, 2, 3, 4, -1, -3, -4, big, -big - 1, -big]:
        print(i, get(xs, i))
    empty: List[int] = []
    for i in [0, -1]:
        print(i, get(empty, i))
    fs = [0.5, 1.5]
    for i in [1, -2, 2, -3, big, -big - 1]:
        print(i, put(fs, i, 9.0))
    print(sieve(100, 100))
    try:
        print(sieve(100, 60))
    except IndexError as e:
        print("sieve IndexError:", e)
    print(backwards([1, 2, 3], 3))
    try:
        print(backwards([1, 2, 3], 4))
    except IndexError as e:
        print("backwards IndexError:", e)
    try:
        print(shrinking([1, 2, 3, 4, 5]))
    except IndexError as e:
        print("shrinking IndexError:", e)
    print(row(10, 0))
    try:
        print(row(10, -5))
    except ZeroDivisionError as e:
        print("row ZeroDivisionError:", e)
    print(powers(3.0, 5))
    try:
        print(powers(3.0, 12))
    except OverflowError as e:
        print("powers OverflowError:", e)


main()
