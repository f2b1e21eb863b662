# Counted loops whose list writes lose their bounds test in the copy the rangever pass makes
# (`_list_store`): loops shorter than, as long as and longer than the list, empty lists, writes
# of another list's items, bool and float lists, a nest whose inner bound is the outer
# variable, partial effects before an IndexError and the traceback of one not caught.


def fill(out: list[int], n: int) -> None:
    for i in range(n):
        out[i] = i * i - 3


def copy(dst: list[int], src: list[int], n: int) -> None:
    for i in range(n):
        dst[i] = src[i]


def marks(flags: list[bool], n: int) -> None:
    for i in range(1, n, 2):
        flags[i] = not flags[i]


def tri(rows: list[float], n: int) -> None:
    for i in range(n):
        for j in range(i):
            rows[j] = rows[j] + 0.5 * i


for n in [0, 3, 4, 6]:
    out = [-1, -1, -1, -1]
    try:
        fill(out, n)
        print("fill", n, out)
    except IndexError as e:
        print("fill", n, "IndexError:", e, out)

empty: list[int] = []
fill(empty, 0)
print("empty", empty)
try:
    fill(empty, 1)
except IndexError as e:
    print("empty", e)

for n in [0, 2, 3, 4]:
    dst = [0, 0, 0, 0, 0]
    try:
        copy(dst, [7, 8, 9], n)
        print("copy", n, dst)
    except IndexError as e:
        print("copy", n, "IndexError:", e, dst)
    dst2 = [0, 0]
    try:
        copy(dst2, [7, 8, 9], n)
        print("copy short", n, dst2)
    except IndexError as e:
        print("copy short", n, "IndexError:", e, dst2)

for n in [0, 4, 5, 7]:
    flags = [True, False, True, False, True]
    try:
        marks(flags, n)
        print("marks", n, flags)
    except IndexError as e:
        print("marks", n, "IndexError:", e, flags)

for n in [0, 3, 4, 5]:
    rows = [0.0, 0.0, 0.0]
    try:
        tri(rows, n)
        print("tri", n, rows)
    except IndexError as e:
        print("tri", n, "IndexError:", e, rows)

xs = [1, 2, 3]
fill(xs, 2**31)
