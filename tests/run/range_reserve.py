# Counted loops appending once per iteration reserve the list's room first
# (passes/rangereserve.go): the items, exceptions and order must be the loop's.


class Stop(Exception):
    pass


def squares(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        xs.append(i * i - 9223372036854775807 if i % 2 else i)
    return xs


def words(n: int) -> list[str]:
    out: list[str] = ["start"]
    for i in range(n):
        w = str(i)
        out.append(w + "!")
    return out


def until(n: int, at: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        if i == at:
            raise Stop("stopped at " + str(i))
        xs.append(i)
    return xs


def shrinking(n: int) -> list[int]:
    # the bound is read once, before the loop: changing n in the body changes nothing
    xs: list[int] = []
    for i in range(n):
        n = 0
        xs.append(n + i)
    return xs


def skipping(n: int) -> list[int]:
    xs: list[int] = []
    for i in range(n):
        if i % 3 == 0:
            continue
        xs.append(i)
    return xs


def nested(n: int) -> list[float]:
    xs: list[float] = []
    for i in range(n):
        for j in range(i):
            xs.append(j / (i + 1))
        xs.append(-1.0)
    return xs


def main() -> None:
    s = squares(100000)
    print(len(s), s[:4], s[-2:])
    print(squares(0), squares(-5), squares(1))
    w = words(5000)
    print(len(w), w[:3], w[-1])
    try:
        until(10**15, 7)
    except Stop as e:
        print("Stop:", e)
    print(shrinking(4), skipping(10))
    ns = nested(60)
    print(len(ns), ns[:3], sum(ns))
    big: list[tuple[int, str]] = []
    for k in range(3000):
        big.append((k, "k"))
    print(len(big), big[2999])
    print(len(until(5000000, 4999999)))


main()
