# Loop nests whose list indexes are sums of loop variables and parameters (the rangever pass):
# the fast copy tests once, before the loop, that parameters lie within 2**30 and that every
# index the loop can form lies inside its list, then drops the overflow tests of those sums and
# the bounds tests of the reads and stores, also across calls of recursive functions that
# change no list's length. Negative indexes, parameters out of range, lists too short, a
# parameter or list assigned in the loop, and calls that append must take the original path
# and print or raise exactly as CPython does.
from typing import List


def place(row: int, n: int, cols: List[bool], diag1: List[bool], diag2: List[bool]) -> int:
    # nqueens: the recursion changes items only, so the stores after it keep no bounds test.
    if row == n:
        return 1
    count = 0
    for c in range(n):
        d1 = row + c
        d2 = row - c + n - 1
        if not cols[c] and not diag1[d1] and not diag2[d2]:
            cols[c] = True
            diag1[d1] = True
            diag2[d2] = True
            count += place(row + 1, n, cols, diag1, diag2)
            cols[c] = False
            diag1[d1] = False
            diag2[d2] = False
    return count


def window(xs: list[int], k: int, n: int) -> int:
    # xs[i + k] and xs[n - 1 - i + k]: k negative makes negative indexes (from the end).
    t = 0
    for i in range(n):
        t = t * 3 + xs[i + k] - xs[n - 1 - i + k]
        t %= 1000003
    return t


def shift(xs: list[int], k: int, n: int) -> None:
    for i in range(n):
        xs[2 * i + k] = xs[i] + 1


def tri(xs: list[int], off: int, n: int) -> int:
    # An inner loop bounded by the outer variable: i + j + off spans [off, 2n - 3 + off].
    t = 0
    for i in range(n):
        for j in range(i):
            t += xs[i + j + off] * (j - i)
    return t


def carried(xs: list[int], n: int) -> int:
    # d is read before its assignment in the same iteration: the previous iteration's value.
    t = 0
    d = len(xs) - 1
    for i in range(n):
        t += xs[d]
        d = i - 1
    return t


def branch_assigned(xs: list[int], n: int) -> int:
    t = 0
    d = 0
    for i in range(n):
        if i % 2 == 0:
            d = i + 1
        t += xs[d - 2]
    return t


def moves(xs: list[int], k: int, n: int) -> int:
    # k changes in the loop: not a parameter the guard can test once.
    t = 0
    for i in range(n):
        t += xs[i + k]
        k -= 1
    return t


def grow(xs: list[int], depth: int) -> None:
    if depth > 0:
        xs.append(depth)
        grow(xs, depth - 1)


def grows(xs: list[int], n: int) -> int:
    # The call appends: the length read before the loop would be wrong after it.
    t = 0
    for i in range(n):
        grow(xs, 1)
        t += xs[len(xs) - 1 - i] + xs[i + 2]
    return t


def ping(xs: list[int], k: int) -> int:
    return 0 if k <= 0 else pong(xs, k - 1) + xs[0]


def pong(xs: list[int], k: int) -> int:
    if k == 3:
        xs.pop()
    return ping(xs, k)


def calls(xs: list[int], n: int) -> int:
    # Mutual recursion where one of the pair shrinks the list.
    t = 0
    for i in range(n):
        t += ping(xs, 5) + xs[i]
    return t


def stores_then_fails(xs: list[int], k: int, n: int) -> None:
    for i in range(n):
        xs[i + k] = i


def attempt(name: str, f, *args) -> None:
    try:
        print(name, f(*args))
    except IndexError as e:
        print(name, "IndexError:", e)


for n in range(1, 9):
    print(n, "queens:", place(0, n, [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1)))
# Rows off the board: negative indexes count from the end, or the lists are too short.
attempt("place -1", place, -1, 4, [False] * 4, [False] * 7, [False] * 7)
attempt("place short", place, 0, 5, [False] * 5, [False] * 8, [False] * 9)
attempt("place 2**40", place, 2**40, 4, [False] * 4, [False] * 7, [False] * 7)
attempt("place n 2**31", place, 2**31 - 1, 2**31, [False] * 4, [False] * 7, [False] * 7)

xs = [k * k - 7 * k for k in range(12)]
for k in [-12, -5, -1, 0, 1, 3, 4, 5, 2**30, 2**30 + 1, -(2**30) - 1]:
    attempt("window " + str(k), window, xs, k, 8)
attempt("window n 0", window, xs, 99, 0)
attempt("window n -3", window, xs, 99, -3)
for k in [-20, -3, 0, 1, 2]:
    ys = list(range(10))
    attempt("shift " + str(k), shift, ys, k, 5)
    print(ys)
for off in [-3, 0, 2, 3, 4]:
    attempt("tri " + str(off), tri, list(range(12)), off, 6)
attempt("carried", carried, [5, 6, 7, 8], 4)
attempt("carried long", carried, [5, 6, 7, 8], 6)
attempt("branch", branch_assigned, [1, 2, 3, 4, 5, 6], 6)
attempt("branch long", branch_assigned, [1, 2, 3, 4, 5, 6], 9)
attempt("moves", moves, [1, 2, 3, 4, 5, 6], 2, 6)
attempt("grows", grows, [1, 2, 3], 4)
attempt("calls", calls, [1, 2, 3, 4, 5, 6, 7], 3)
attempt("calls long", calls, [1, 2, 3, 4, 5, 6, 7], 8)
zs = [0] * 6
attempt("stores", stores_then_fails, zs, 2, 6)
print(zs)
stores_then_fails(zs, 3, 4)
