# Loops whose int local is only stepped as h = (h * a + x1 + ... + xk) % m (passes/lazymod.go:
# reduced lazily): constant, global and local moduli, entries outside [0, m), negative terms
# and multipliers, terms past 2**58, breaks, empty loops, steps in branches and inner loops,
# moduli the lazy form cannot take, exceptions raised in a term.

MOD = 1000000007


def checksum(xs: list[int]) -> int:
    h = 0
    for x in xs:
        h = (h * 31 + x) % 1000000007
    return h


def score(p: list[list[int]]) -> int:
    h = len(p)
    for b in p:
        h = (h * 31 + len(b) * 17 + b[0]) % MOD
    return h


def local_mod(xs: list[int], m: int) -> int:
    h = 7
    for x in xs:
        h = (h * 131 + x * 3 - 5) % m
    return h


def from_entry(xs: list[int], start: int) -> int:
    h = start
    for x in xs:
        h = (h * 7 + x) % 1009
    return h


def negative_mult(xs: list[int]) -> int:
    h = 1
    for x in xs:
        h = (-3 * h - x) % 65537
    return h


def big_terms(xs: list[int]) -> int:
    h = 0
    for x in xs:
        h = (h * 31 + x + 2**60 - x) % MOD
    return h


def with_break(xs: list[int], stop: int) -> int:
    h = 0
    i = 0
    while i < len(xs):
        if xs[i] == stop:
            break
        h = (h * 17 + xs[i]) % 10007
        i += 1
    return h


def branches(xs: list[int]) -> int:
    h = 3
    for x in xs:
        if x % 2 == 0:
            h = (h * 5 + x) % 97
        else:
            h = (h * 11 - x) % 97
            if x > 50:
                continue
            h = (h * 2 + 1) % 97
    return h


def nested(rows: list[list[int]]) -> int:
    h = 0
    for r in rows:
        for x in r:
            h = (h * 31 + x) % MOD
        h = (h * 7 + len(r)) % MOD
    return h


def huge_mult(xs: list[int]) -> int:
    h = 0
    for x in xs:
        h = (h * 1099511627776 + x) % 1000003
    return h


def two_sums(xs: list[int]) -> tuple[int, int]:
    a = 0
    b = 0
    for x in xs:
        a = (a * 31 + x) % MOD
        b = (b * 37 + x * x) % 998244353
    return a, b


def reset_inside(rounds: int, n: int) -> int:
    c = 0
    for _ in range(rounds):
        c = 0
        for k in range(n):
            c = (c * 7 + k) % 1000000007
    return c


def first_of(rows: list[list[int]]) -> int:
    h = 0
    for r in rows:
        h = (h * 31 + r[0]) % MOD
    return h


def main() -> None:
    xs = [i * i - 500 for i in range(1000)]
    print(checksum(xs), checksum([]), checksum([2**62, -(2**62), 5]))
    print(checksum([1000000006] * 50), checksum([-1000000006] * 50))
    print(score([[0, 1], [2], [3, 4, 5]]), score([]), score([[i] for i in range(40)]))
    print(local_mod(xs, 1000003), local_mod(xs, 1), local_mod(xs, -97), local_mod(xs, 2**50))
    print(local_mod(xs, 2**55), local_mod([], 5))
    try:
        print(local_mod(xs, 0))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    print(local_mod([], 0))
    for start in [0, 5, 1008, 1009, -1, -5000, 2**40, -(2**40), 2**59]:
        print(start, from_entry(xs, start), from_entry([], start), from_entry([3], start))
    print(negative_mult(xs), negative_mult([-(2**58), 2**58, 2**58 + 1, -(2**58) - 1]))
    print(big_terms(xs), big_terms([2**61, -(2**61)]))
    print(with_break(xs, 900), with_break(xs, 12345), with_break([], 0), with_break([5], 5))
    print(branches(list(range(200))), branches([]))
    print(nested([[1, 2, 3], [], [2**58, 2**58 + 1, -(2**58) - 1], list(range(100))]))
    print(huge_mult(xs), huge_mult([2**61, 3, -(2**62)]))
    print(two_sums(xs))
    print(reset_inside(3, 1000), reset_inside(0, 10))
    print(first_of([[1], [2, 3], [4]]))
    try:
        print(first_of([[1], [], [4]]))
    except IndexError as e:
        print("IndexError", e)
    print(first_of([[5], [6], []]))


main()
