# Two-pointer while loops the release build versions on their bounds (passes/whilever.go) and
# counted loops whose list writes lose their bounds test (passes/rangever.go): the copy without
# tests must run only where no test could fire. Negative starts, ends past the length, empty
# lists, steps of 2, `<=` conditions, constant ends, partial effects before an IndexError and
# the traceback of one that is not caught.
from typing import List


def reverse(xs: List[int], i: int, j: int) -> None:
    while i < j:
        t = xs[i]
        xs[i] = xs[j]
        xs[j] = t
        i += 1
        j -= 1


def shift_left(xs: List[int], i: int, r: int) -> None:
    while i < r:
        xs[i] = xs[i + 1]
        i += 1


def ends_sum(xs: List[int], a: int, b: int) -> int:
    s = 0
    while a <= b:
        s = s + xs[a] * 10 + xs[b]
        a += 2
        b -= 1
    return s


def countdown(xs: List[float], j: int) -> None:
    while 0 < j:
        xs[j - 1] = xs[j - 1] + 0.5
        j -= 1


def upto(flags: List[bool], i: int) -> int:
    n = 0
    while i <= 3:
        flags[i] = not flags[i]
        n += 1
        i += 1
    return n


def fill(out: List[int], n: int) -> None:
    for i in range(n):
        out[i] = i * i


for i, j in [(0, 4), (1, 3), (0, 0), (2, 1), (-5, -1), (-3, 4), (0, 5), (0, -1), (-6, 2), (3, 7)]:
    xs = [10, 11, 12, 13, 14]
    try:
        reverse(xs, i, j)
        print("reverse", i, j, xs)
    except IndexError as e:
        print("reverse", i, j, "IndexError:", e, xs)

empty: List[int] = []
reverse(empty, 0, 0)
print(empty)
try:
    reverse(empty, 0, 1)
except IndexError as e:
    print("empty", e)

for i, r in [(0, 4), (0, 5), (2, 4), (-2, 4), (-9, 1), (4, 4), (0, 0)]:
    xs = [1, 2, 3, 4, 5]
    try:
        shift_left(xs, i, r)
        print("shift", i, r, xs)
    except IndexError as e:
        print("shift", i, r, "IndexError:", e, xs)

for a, b in [(0, 4), (0, 5), (-2, 3), (1, 1), (3, 0), (0, 9)]:
    try:
        print("ends", a, b, ends_sum([1, 2, 3, 4, 5], a, b))
    except IndexError as e:
        print("ends", a, b, "IndexError:", e)

for j in [0, 3, 4, 5, -2]:
    fs = [0.0, 1.0, 2.0, 3.0]
    try:
        countdown(fs, j)
        print("countdown", j, fs)
    except IndexError as e:
        print("countdown", j, "IndexError:", e, fs)

for i in [0, 2, 4, -4, -5]:
    flags = [True, False, True, False]
    try:
        print("upto", i, upto(flags, i), flags)
    except IndexError as e:
        print("upto", i, "IndexError:", e, flags)

for n in [0, 3, 4, 6]:
    out = [-1, -1, -1, -1]
    try:
        fill(out, n)
        print("fill", n, out)
    except IndexError as e:
        print("fill", n, "IndexError:", e, out)

big = 2**62
try:
    reverse([1, 2, 3], big, big + (big - 1))
except IndexError as e:
    print("huge", e)
try:
    shift_left([1, 2, 3], -big - big, -big - big + 2)
except IndexError as e:
    print("huge2", e)
xs = [5, 6, 7]
reverse(xs, 0, 3)
