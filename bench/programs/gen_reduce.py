# gen_reduce.py: sum, any, min and max over generator expressions on lists of ints and
# strings, the reductions the genreduce pass runs as plain loops (bench/passes compares it on
# and off). The size is the first argument (default N); prints a checksum.

import sys

N = 3000


def rows(n: int) -> list[list[int]]:
    out: list[list[int]] = []
    state = 7
    for i in range(n):
        row: list[int] = []
        for j in range(40):
            state = (state * 1103515245 + 12345) % 2147483648
            row.append(state % 1000)
        out.append(row)
    return out


def digest(rs: list[list[int]], words: list[str]) -> int:
    total = 0
    for row in rs:
        s = sum(x * x for x in row)
        lo = min(x for x in row if x % 3 != 0)
        hi = max(x - row[0] for x in row)
        big = any(x > 995 for x in row)
        n = sum(len(w) for w in words if w[0] == "b")
        total = (total * 31 + s + lo * 7 + hi * 11 + (13 if big else 0) + n) % 1000000007
    return total


def main() -> None:
    n = N
    if len(sys.argv) > 1:
        n = int(sys.argv[1])
    rs = rows(n)
    words = ["alpha", "beta", "gamma", "bravo", "delta", "banana", "echo", "bison"]
    checksum = 0
    for r in range(50):
        checksum = (checksum * 17 + digest(rs, words)) % 1000000007
    print(checksum)


main()
