# Objects put into lists built by concatenation (the listconcat pass) stay in the frame only
# while nothing lets the list or its items outlive it: each case below keeps an item, a copy of
# the list or the list itself past the frame that made it, then churns the stack and the heap
# before reading what was kept.

kept: list["Box"] = []
kept_lists: list[list["Box"]] = []


class Box:
    def __init__(self, v: int) -> None:
        self.v = v
        self.w = v * 2 + 1


def churn(n: int) -> int:
    # Overwrites the frames below and allocates enough to run the collector.
    e: list[Box] = []
    total = 0
    for i in range(n):
        b0 = Box(i)
        b1 = Box(i + 1)
        xs = e + [b0] + [b1]
        total += xs[0].v + xs[1].w + len([str(i)] * 3)
    return total


def total(xs: list[Box]) -> int:
    t = 0
    for b in xs:
        t += b.v
    return t


def keep_item(xs: list[Box], i: int) -> None:
    kept.append(xs[i])


def keep_list(xs: list[Box]) -> None:
    kept_lists.append(xs)


def keep_copy(xs: list[Box]) -> None:
    b0 = Box(-1)
    ys = xs[:1] + [b0] + xs[1:]
    kept_lists.append(ys)


def keep_popped(xs: list[Box]) -> None:
    kept.append(xs.pop())


def keep_iterated(xs: list[Box]) -> None:
    for b in xs:
        if b.v % 2 == 1:
            kept.append(b)


def keep_sorted(xs: list[Box]) -> None:
    kept_lists.append(sorted(xs, key=lambda b: -b.v))


def keep_stepped(xs: list[Box]) -> None:
    kept_lists.append(xs[::2])


def made_and_returned(k: int) -> list[Box]:
    e: list[Box] = []
    b0 = Box(k)
    b1 = Box(k + 1)
    return e + [b0] + [b1]


def pass_down(p: list[Box], depth: int) -> int:
    # Copies of p with a new item, each passed one level down; the deepest level keeps one.
    if depth == 0:
        keep_item(p, len(p) - 1)
        return total(p)
    s = 0
    for i in range(len(p)):
        s += pass_down(p[:i] + [Box(p[i].v * 10 + depth)] + p[i + 1 :], depth - 1)
    b0 = Box(depth)
    s += pass_down(p + [b0], depth - 1)
    return s


class Err(Exception):
    def __init__(self, box: Box) -> None:
        super().__init__("box")
        self.box = box


def raise_item(xs: list[Box]) -> None:
    raise Err(xs[0])


def walk(p: list[list[int]], k: int, n: int, acc: list[int]) -> None:
    if k == n:
        acc[0] += 1
        for b in p:
            acc[1] = (acc[1] * 31 + len(b) * 17 + b[0] + b[len(b) - 1]) % 1000000007
        return
    for i in range(len(p)):
        walk(p[:i] + [p[i] + [k]] + p[i + 1 :], k + 1, n, acc)
    walk(p + [[k]], k + 1, n, acc)


class Holder:
    def __init__(self) -> None:
        self.items: list[Box] = []


def stash(h: "Holder", k: int) -> None:
    # This function's own Box, copied from its list into a list stored into a parameter's field.
    e: list[Box] = []
    b = Box(k)
    loc = e + [b]
    c = Box(k + 1)
    h.items = loc[:1] + [c] + h.items


def move(h: "Holder", xs: list[Box]) -> None:
    # A parameter's items copied into a list stored into another parameter's field.
    h.items = xs[:1] + h.items + xs[1:]


def main() -> None:
    e: list[Box] = []
    h = Holder()
    for i in range(3):
        b0 = Box(i + 1500)
        h.items = e + [b0] + h.items
        b0 = Box(i + 1600)
        kept_lists.append(e + [b0])
        b0 = Box(i + 1700)
        local = e + [b0]
        kept.append(local[0])
    for i in range(3):
        b0 = Box(i)
        b1 = Box(i + 100)
        keep_item(e + [b0] + [b1], 1)
        b0 = Box(i + 200)
        b1 = Box(i + 300)
        keep_list(e + [b0] + [b1])
        b0 = Box(i + 400)
        b1 = Box(i + 500)
        keep_copy(e + [b0] + [b1])
        b0 = Box(i + 600)
        b1 = Box(i + 700)
        keep_popped(e + [b0] + [b1])
        b0 = Box(i + 800)
        b1 = Box(i + 901)
        keep_iterated(e + [b0] + [b1])
        b0 = Box(i + 1000)
        b1 = Box(i + 1100)
        keep_sorted(e + [b0] + [b1])
        b0 = Box(i + 1200)
        b1 = Box(i + 1300)
        b2 = Box(i + 1400)
        keep_stepped(e + [b0] + [b1] + [b2])
    held = [made_and_returned(k) for k in range(3)]
    b0 = Box(1)
    b1 = Box(2)
    h2 = Holder()
    for i in range(3):
        stash(h2, i * 10)
        b0 = Box(i + 2000)
        b1 = Box(i + 2100)
        move(h2, e + [b0] + [b1])
    print(churn(3000), [b.v for b in h2.items])
    print(pass_down(e + [b0] + [b1], 3))
    try:
        b0 = Box(77)
        b1 = Box(78)
        raise_item(e + [b0] + [b1])
    except Err as ex:
        err = ex
    print(churn(5000), "caught", err.box.v, err.box.w)
    print(churn(20000))
    print([b.v for b in kept], [b.v for b in h.items])
    print([[b.v for b in xs] for xs in kept_lists])
    print([[b.v + b.w for b in xs] for xs in held])
    acc = [0, 0]
    empty: list[list[int]] = []
    walk(empty, 0, 7, acc)
    print(acc)
    big: list[list[int]] = []
    for j in range(20):
        big = big[:j] + [[j] * 12] + big[j:]
    print(len(big), sum(len(x) for x in big), churn(1000))
    print(big[19][11], big[0][0])
    b0 = Box(5)
    b1 = Box(6)
    xs = e + [b0] + [b1]
    print(xs[2].v)


main()
