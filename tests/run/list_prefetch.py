# passes/prefetch.go: a loop over a list of lists whose body loops over the row prefetches the
# next row's array. Only reads: empty rows, the last row, rows of every length, a list grown
# or shrunk in the loop and exceptions raised in the body behave as without it.


def total(rows: list[list[int]]) -> int:
    t = 0
    for row in rows:
        s = 0
        for x in row:
            s += x * x
        t = t * 31 % 1000003 + s
    return t


def grow(rows: list[list[int]]) -> int:
    n = 0
    for row in rows:
        n += sum(x for x in row)
        if len(rows) < 6:
            rows.append([n, 1])
        if len(row) == 0:
            rows.pop()
    return n


def first_neg(rows: list[list[int]]) -> int:
    for row in rows:
        for x in row:
            if x < 0:
                raise ValueError("negative " + str(x))
    return 0


def main() -> None:
    none: list[list[int]] = []
    empty: list[int] = []
    print(total(none))
    print(total([empty]))
    print(total([[1, 2, 3], [], [4], list(range(100)), list(range(-70, 3))]))
    print(grow([[1, 2], [3], empty]))
    print(grow([empty, [5]]))
    try:
        print(first_neg([[1, 2], [3, -4, 5], [-6]]))
    except ValueError as e:
        print("ValueError", e)
    print(first_neg([[1], [2]]))


main()
