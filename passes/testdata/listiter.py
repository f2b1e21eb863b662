# passes: canonicalize listiter deadcode
def total(xs: list[float]) -> float:
    s = 0.0
    for x in xs:  # fires: the list and an index instead of a _list_iter object
        s += x
    return s


def first_big(xs: list[int]) -> int:
    for x in xs:  # fires: break and continue keep the index right (it advances first)
        if x < 0:
            continue
        if x > 10:
            return x
    return -1


def pairs(xs: list[int]) -> int:
    n = 0
    for x in xs:  # fires, and so does the inner loop
        for y in xs:
            n += x * y
    return n


def kept(xs: list[int]) -> int:
    it = iter(xs)  # not a for loop's temporary: left alone
    n = 0
    for x in it:
        n += x
    return n


print(total([1.0, 2.0]), first_big([1, -2, 30]), pairs([1, 2]), kept([3, 4]))


def stripped(parts: list[str]) -> list[str]:
    out: list[str] = []
    for p in parts:  # fires, and out is reserved len(parts) more items before the loop
        out.append(p.strip())
    return out


def counted(parts: list[str]) -> list[int]:
    out: list[int] = []
    for p in parts:  # fires, but no reservation: the body is more than one append
        if p:
            out.append(len(p))
    return out
print(stripped([" a "]), counted(["", "b"]))
