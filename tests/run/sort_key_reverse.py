# Sorts with int keys (the keyed radix sort): reverse=True sorts by ~key, equal keys keeping
# the list's order as CPython's reverse-sort-reverse does; the last radix pass moves only the
# values. Keys at the int64 limits, keys needing one and several passes, short lists (the
# merge sort), lists already in order, and keys that raise.

BIG = 9223372036854775807
SMALL = -9223372036854775807 - 1


def lcg(n: int, seed: int) -> list[int]:
    xs: list[int] = []
    s = seed
    for _ in range(n):
        s = (s * 1103515245 + 12345) % 2147483648
        xs.append(s >> 4)
    return xs


def digest(xs: list[int]) -> int:
    c = 0
    for x in xs:
        c = (c * 1000003 + x % 1000000007) % 1000000007
    return c


def tag_digest(ps: list[tuple[int, int]]) -> int:
    c = 0
    for p in ps:
        c = (c * 1000003 + p[0] % 1000003 * 7 + p[1]) % 1000000007
    return c


def low(x: int) -> int:
    return x % 10


def wide(x: int) -> int:
    return (x % 1000) * 9007199254740993 - 4503599627370496 * 1000


def first(p: tuple[int, int]) -> int:
    return p[0]


def main() -> None:
    for n in [0, 1, 2, 10, 255, 256, 300, 5000, 70000]:
        xs = lcg(n, n + 1)
        a = sorted(xs, key=low)
        b = sorted(xs, key=low, reverse=True)
        c = sorted(xs, key=wide)
        d = sorted(xs, key=wide, reverse=True)
        e = xs[:]
        e.sort(key=low, reverse=True)
        print(n, digest(a), digest(b), digest(c), digest(d), e == b, digest(xs))
        if n > 0:
            print("  ", a[0], b[0], c[0], d[0], a[n - 1], b[n - 1], c[n - 1], d[n - 1])
    # stability: pairs tagged by their position, keys with many ties
    ps = [(x % 7, i) for i, x in enumerate(lcg(3000, 9))]
    up = sorted(ps, key=first)
    down = sorted(ps, key=first, reverse=True)
    print(up[:5], down[:5], down[-5:], tag_digest(up), tag_digest(down))
    small = [(3, 0), (1, 1), (3, 2), (2, 3), (1, 4), (3, 5)]
    print(sorted(small, key=first, reverse=True), sorted(small, key=first))
    # keys at the int64 limits: ~key must not overflow
    ext = [BIG, SMALL, 0, -1, 1, BIG, SMALL, BIG - 1, SMALL + 1]
    ident = lambda x: x
    print(sorted(ext, key=ident, reverse=True), sorted(ext, key=ident))
    many = [SMALL if i % 3 == 0 else (BIG if i % 3 == 1 else i) for i in range(1000)]
    m1 = sorted(many, key=ident, reverse=True)
    print(m1[0], m1[400], m1[999], digest(m1), digest(sorted(many, key=lambda x: -(x // 2))))
    done = list(range(2000))
    print(digest(sorted(done, key=ident, reverse=True)), digest(sorted(done, key=ident)))
    # a key that raises leaves the list as it was
    ys = lcg(1000, 5)
    pivot = ys[700]
    try:
        ys.sort(key=lambda x: 100 // (x - pivot), reverse=True)
    except ZeroDivisionError as err:
        print("ZeroDivisionError", err, digest(ys))
    ys.sort(key=lambda x: 100 // (x % 1000 - 999), reverse=True)


main()
