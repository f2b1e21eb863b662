# Conditions over list items evaluated eagerly when every index is in range (passes/boolspec.go):
# the same values as the lazy and/or, and outside the ranges the same IndexErrors at the same
# operands, the operands after a deciding one still not evaluated.


def queens(n: int) -> int:
    return place(0, n, [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1))


def place(row: int, n: int, cols: list[bool], d1: list[bool], d2: list[bool]) -> int:
    if row == n:
        return 1
    count = 0
    for c in range(n):
        a = row + c
        b = row - c + n - 1
        if not cols[c] and not d1[a] and not d2[b]:
            cols[c] = d1[a] = d2[b] = True
            count += place(row + 1, n, cols, d1, d2)
            cols[c] = d1[a] = d2[b] = False
    return count


def pairs(xs: list[bool], ys: list[bool], i: int, j: int) -> str:
    out = ""
    if xs[i] and ys[j]:
        out += "and "
    if xs[i] or ys[j]:
        out += "or "
    if not xs[i] and not ys[j]:
        out += "nor "
    if xs[i] and not ys[j] or not xs[i] and ys[j]:
        out += "xor "
    return out + "."


def first_decides(xs: list[bool], ys: list[bool], i: int, j: int) -> str:
    if xs[i] and ys[j]:
        return "both"
    if not xs[i] or ys[j]:
        return "not first, or second"
    return "neither"


def compare(xs: list[int], ys: list[float], i: int, j: int, limit: int) -> bool:
    if xs[i] >= limit and ys[j] < 0.5 or xs[j] == ys[i]:
        return True
    return False


def scan(xs: list[int], ys: list[int], i: int) -> int:
    # A while condition over two lists: stops at the first position where either is 0,
    # or raises past the end of the shorter list.
    while xs[i] != 0 and ys[i] != 0:
        i += 1
    return i


def attempt(label: str, xs: list[bool], ys: list[bool], i: int, j: int) -> None:
    try:
        print(label, pairs(xs, ys, i, j))
    except IndexError as e:
        print(label, "IndexError:", e)


def main() -> None:
    print([queens(n) for n in range(1, 9)])
    t, f = [True, False], [False, True]
    for i in range(-2, 2):
        for j in range(-2, 2):
            print(i, j, pairs(t, f, i, j), pairs(f, f, i, j), pairs(t, t, j, i))
    print(first_decides([False], [], 0, 5), first_decides([False], [], -1, 5), first_decides([True], [False], 0, -1))
    attempt("second past the end", [True], [True], 0, 1)
    attempt("first past the end", [True], [True], 1, 0)
    attempt("first below -len", [True, True], [True], -3, 0)
    attempt("least int", [True], [True], -9223372036854775807 - 1, 0)
    attempt("greatest int", [False], [True], 0, 9223372036854775807)
    attempt("empty lists", [], [], 0, 0)
    nan = float("nan")
    print(compare([1, 5, 9], [0.25, nan, 2.0], 1, 0, 5), compare([1, 5, 9], [0.25, nan, 2.0], 1, 1, 5))
    print(compare([1, 2, 3], [1.0, 2.0, 3.0], 2, 2, 9), compare([1, 2, 3], [1.0, 2.0, 2.5], -1, -1, 9))
    print(scan([3, 2, 1, 0], [1, 1, 1, 1], 0), scan([3, 2, 1], [1, 0, 1], -3))
    try:
        scan([1, 1], [1, 1, 1], 0)
    except IndexError as e:
        print("scan:", e)
    print(scan([5, 5, 5], [5, 5], 1))


main()
