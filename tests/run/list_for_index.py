# A for loop over a list reads it by index (passes/listiter.go) as CPython's list iterator does:
# the length is read before every item, the list object is the one evaluated before the loop.

from typing import List


class Bag:
    def __init__(self) -> None:
        self.items = [1, 2, 3]


def make(n: int) -> List[int]:
    print("make", n)
    return list(range(n))


def main() -> None:
    xs = [1, 2, 3]
    for x in xs:
        if x < 5:
            xs.append(x + 3)  # grows: iterated too
    print(xs)
    ys = [1, 2, 3, 4, 5, 6]
    seen = []
    for y in ys:
        seen.append(y)
        ys.pop()  # shrinks: stops early
    print(seen, ys)
    zs = [1, 2, 3]
    for z in zs:
        zs = [10, 20]  # rebinding the name does not change the list iterated
        print(z, zs)
    total = 0
    for w in [4, 5, 6, 7]:
        if w == 5:
            continue
        if w == 7:
            break
        total += w
    else:
        print("no break")
    print(total)
    none: List[int] = []
    for v in none:
        print("never", v)
    else:
        print("empty else")
    b = Bag()
    for it in b.items:
        b.items = [9]
        print(it, b.items)
    for n in make(3):
        print(n * 10, end=" ")
    print()
    grid = [[1, 2], [3], []]
    for row in grid:
        for cell in row:
            print(cell, end=",")
        print("|", end="")
    print()
    s = 0.0
    for f in [0.5, 1.5, 2.0]:
        s += f * f
    print(s)
    words = ["a", "bb", "ccc"]
    print(sum([len(w2) for w2 in words]), [w2 + "!" for w2 in words])
    try:
        for q in [3, 2, 1, 0]:
            print(10 // q)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
    flags = [True, False, True]
    for i, fl in enumerate(flags):
        print(i, fl)


main()
