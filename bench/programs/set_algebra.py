# set_algebra.py: building sets of ints and of strs, union, intersection, difference,
# symmetric difference (operators and in-place forms), membership tests and subset checks.
# Prints sizes and order-independent checksums (sums), since str hashes differ from CPython's.

import sys

N = 200000
ROUNDS = 4


def make_set(n: int, seed: int, mod: int) -> set[int]:
    s: set[int] = set()
    state = seed
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        s.add(state % mod)
    return s


def total(s: set[int]) -> int:
    t = 0
    for x in s:
        t += x
    return t


def main() -> None:
    rounds = ROUNDS
    if len(sys.argv) > 1:
        rounds = int(sys.argv[1])
    c = 0
    for r in range(rounds):
        a = make_set(N, 1 + r, 4 * N)
        b = make_set(N, 100 + r, 4 * N)
        u = a | b
        i = a & b
        d = a - b
        x = a ^ b
        c += len(u) + 3 * len(i) + 5 * len(d) + 7 * len(x)
        c += total(i) % 1000 + total(x) % 1000
        hits = 0
        for k in range(0, 4 * N, 3):
            if k in a:
                hits += 1
            if k not in b:
                hits += 2
        c += hits
        e = set(a)
        e |= b
        e &= u
        e -= i
        e ^= d
        c += len(e)
        if i <= a and i.issubset(b) and u >= x and not (d <= b):
            c += 1
        c %= 1000000007
    words: set[str] = set()
    for k in range(N):
        words.add("w" + str(k % 5000))
    other = {"w" + str(k) for k in range(2500, 7500)}
    print(len(words | other), len(words & other), len(words - other), len(words ^ other))
    print(c)


main()
