# Tiny while loops that passes/unroll.go marks (codegen tests the condition after each body
# and LLVM copies the body four times): every trip count around the copies, conditions the body
# changes, negative and wrapping indexes, strides, exceptions raised in any copy (caught, with
# the loop's variables as they were, and one uncaught with its traceback).
from typing import List


def fill(xs: List[bool], start: int, step: int) -> int:
    j = start
    n = len(xs)
    while j < n:
        xs[j] = False
        j += step
    return j


def count_down(xs: List[int], r: int) -> int:
    while r != 1:
        xs[r - 1] = r
        r -= 1
    return r


def shift(xs: List[int], i: int, stop: int) -> int:
    while i < stop:
        xs[i] = xs[i + 1]
        i += 1
    return i


def sieve(limit: int) -> List[bool]:
    flags = [True] * limit
    i = 2
    while i * i < limit:
        if flags[i]:
            j = i * i
            while j < limit:
                flags[j] = False
                j += i
        i += 1
    return flags


def in_try(xs: List[int], j: int, step: int) -> int:
    # The loop inside a try of its own function: the handler sees j as the failing copy left it.
    try:
        while j != 100:
            xs[j] = j
            j += step
    except IndexError:
        print("caught at", j)
    finally:
        print("finally", j)
    return j


def bits(xs: List[bool]) -> str:
    return "".join(["1" if x else "0" for x in xs])


def main() -> None:
    # Every trip count from 0 to 9 around the four copies, strides 1 to 5.
    for n in range(10):
        for step in range(1, 6):
            xs = [True] * n
            end = fill(xs, 0, step)
            print(n, step, end, bits(xs))
    # Starting past the end, at the last item, at negative indexes (they wrap, as in Python).
    xs = [True] * 7
    print(fill(xs, 9, 2), bits(xs))
    print(fill(xs, 6, 3), bits(xs))
    xs = [True] * 7
    print(fill(xs, -7, 2), bits(xs))
    xs = [True] * 7
    print(fill(xs, -3, 1), bits(xs))
    # A negative index past the start raises IndexError in a later copy.
    for start in (-8, -9, -10, -11):
        xs = [True] * 7
        try:
            fill(xs, start, 7)
        except IndexError as e:
            print("IndexError", start, e, bits(xs))
    # Overflow of j += step after some stores.
    xs = [True] * 4
    try:
        fill(xs, 0, 2**62)
    except OverflowError as e:
        print("OverflowError", e, bits(xs))
    # count_down: 0 to 8 iterations; r below 1 runs until the index leaves the list.
    for r in range(1, 9):
        ys = [0] * 8
        print(count_down(ys, r), ys)
    ys = [0] * 3
    try:
        count_down(ys, 0)
    except IndexError as e:
        print("IndexError", e, ys)
    # shift reads one ahead: the last copy to run reads past the end when stop is len.
    for stop in range(0, 7):
        zs = [10, 11, 12, 13, 14, 15]
        try:
            print(shift(zs, 0, stop), zs)
        except IndexError as e:
            print("IndexError", stop, e, zs)
    for step in (1, 3, 7):
        ws = [0] * 10
        print(in_try(ws, 0, step), ws)
    # The sieve, small and around powers of two.
    for limit in (2, 3, 4, 5, 10, 17, 31, 32, 33, 100):
        flags = sieve(limit)
        print(limit, [n for n in range(limit) if flags[n] and n >= 2])
    flags = sieve(100000)
    total = 0
    for n in range(2, 100000):
        if flags[n]:
            total += n
    print(total)
    # Uncaught: the traceback names fill's store.
    xs = [True] * 5
    fill(xs, -13, 3)


main()
