# A < that raises in the middle of a sort (a class's __lt__, of the items or of key='s keys,
# with and without reverse=): the exception propagates and the list still holds each of its
# items once (CPython leaves it partly sorted; which order is not compared here).

calls: list[int] = [0, 0]


class P:
    def __init__(self, v: int) -> None:
        self.v = v

    def __lt__(self, other: "P") -> bool:
        calls[0] += 1
        if calls[0] == calls[1]:
            raise ValueError("comparison " + str(calls[0]))
        return self.v < other.v


def as_key(x: int) -> P:
    return P(x % 50)


def main() -> None:
    n = 101
    for limit in [1, 5, 30, 60, 90]:
        for reverse in [False, True]:
            calls[0] = 0
            calls[1] = limit
            xs = [P((i * 37) % n) for i in range(n)]
            try:
                xs.sort(reverse=reverse)
                print("no error")
            except ValueError as e:
                print("ValueError:", e)
            print(limit, reverse, len(xs), sorted([p.v for p in xs]) == list(range(n)))
            calls[0] = 0
            ys = [(i * 41) % n for i in range(n)]
            try:
                ys.sort(key=as_key, reverse=reverse)
                print("no error")
            except ValueError as e:
                print("ValueError:", e)
            print(len(ys), sorted(ys) == list(range(n)))
    calls[0] = 0
    calls[1] = -1
    xs = [P((i * 37) % n) for i in range(n)]
    xs.sort(reverse=True)
    print([p.v for p in xs[:5]])
    ys = [(i * 41) % n for i in range(n)]
    print(sorted(ys, key=as_key)[:8], sorted(ys, key=as_key, reverse=True)[:8])


main()
