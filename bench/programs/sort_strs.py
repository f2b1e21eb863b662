# sort_strs.py: sorting 100k strings built from a linear congruential generator and a table of
# syllables (many share prefixes), with list.sort, sorted(reverse=True) and sorted(key=len).
# Prints the extremes and checksums of the orders.

import sys

N = 100000
ROUNDS = 10

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "zo", "pe", "qu", "an", "é"]


def make_strs(n: int) -> list[str]:
    out: list[str] = []
    state = 7
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        seed = state >> 4
        k = 2 + seed % 5
        seed //= 5
        w = ""
        for _ in range(k):
            w += SYLLABLES[seed % 13]
            seed //= 13
        out.append(w)
    return out


def checksum(xs: list[str]) -> int:
    c = 0
    i = 0
    for x in xs:
        c = (c * 31 + len(x) * (i % 7 + 1)) % 1000000007
        i += 1
    return c


def main() -> None:
    rounds = ROUNDS
    if len(sys.argv) > 1:
        rounds = int(sys.argv[1])
    base = make_strs(N)
    for _ in range(rounds):
        ys = base[:]
        ys.sort()
        print(ys[0], ys[N - 1], checksum(ys))
    zs = sorted(base, reverse=True)
    print(zs[0], zs[N - 1], checksum(zs))
    ls = sorted(base, key=len)
    print(ls[0], ls[N - 1], checksum(ls))


main()
