# A for loop over a list whose body is one append to a local list: the list is reserved room
# for all the items before the loop (passes/listiter.go reserveAppends). The items, their
# order, exceptions and the loop's view of a list that changes are CPython's.


def clean(parts: list[str]) -> list[str]:
    out: list[str] = []
    for p in parts:
        out.append(p.strip())
    return out


def nested(rows: list[list[int]]) -> list[int]:
    # the same list reserved again by every inner loop: grows as append would
    out: list[int] = []
    for row in rows:
        for x in row:
            out.append(x * 2)
    return out


def failing(xs: list[int]) -> list[int]:
    out: list[int] = [7]
    try:
        for x in xs:
            out.append(10 // x)
    except ZeroDivisionError as e:
        print("caught", e, out)
    return out


def shrinking(xs: list[int]) -> list[int]:
    out: list[int] = []
    for x in xs:
        out.append(xs.pop())
    return out


def growing(xs: list[int], ys: list[int]) -> list[int]:
    # the body appends to ys, which is also what the loop iterates when the caller passes it
    for x in xs:
        ys.append(x + 1)
        if len(ys) > 20:
            break
    return ys


def main() -> None:
    print(clean([" a ", "b ", " c", "", "  "]))
    print(clean([]))
    rows = [[i] * i for i in range(6)]
    r = nested(rows)
    print(len(r), r)
    big = nested([list(range(1000)) for _ in range(100)])
    print(len(big), sum(big), big[-3:])
    print(failing([1, 2, 0, 4]))
    print(failing([]))
    print(shrinking([1, 2, 3, 4, 5, 6]))
    a = [1, 2, 3]
    print(growing(a, a))
    print(growing([5, 6], [1]))
    out: list[tuple[int, str]] = []
    for i, w in enumerate(["x", "y"]):
        out.append((i, w))
    print(out)


main()
