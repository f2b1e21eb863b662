# sort_ints.py: list.sort of 1M ints from a linear congruential generator, then sorted() with
# key= and reverse= over a slice of them. Prints checksums of the sorted orders.

import sys

N = 1000000


def make_ints(n: int) -> list[int]:
    xs: list[int] = []
    state = 42
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        xs.append(state >> 4)
    return xs


def checksum(xs: list[int]) -> int:
    c = 0
    for x in xs:
        c = (c * 31 + x) % 1000000007
    return c


def last_digit(x: int) -> int:
    return x % 10


def main() -> None:
    n = N
    if len(sys.argv) > 1:
        n = int(sys.argv[1])
    xs = make_ints(n)
    ys = xs[:]
    ys.sort()
    print(ys[0], ys[n // 2], ys[n - 1], checksum(ys))
    zs = sorted(xs, reverse=True)
    print(zs[0], zs[n - 1], checksum(zs))
    part = xs[: n // 4]
    ks = sorted(part, key=last_digit)  # stable: equal keys keep their order
    print(ks[0], ks[len(ks) - 1], checksum(ks))
    rs = sorted(part, key=last_digit, reverse=True)
    print(rs[0], rs[len(rs) - 1], checksum(rs))
    ys.sort()  # already sorted
    print(checksum(ys))


main()
