# The int radix sort splits the bits in which the items differ into equal digits of up to 11
# bits (8 below 65536 items), and from 65536 items distributes by the most significant digit
# first, then sorts each bucket by the others (small buckets by insertion). Shapes: widths of
# 1 to 64 bits, a lowest varying bit above 0, negative and positive mixed, the int limits,
# one huge bucket beside tiny ones, buckets of exactly 64 and 65 items, runs of equal items,
# n around 256 and 65536; key= and reverse= keep equal keys in order (stable).

M = 1000000007


def check(xs: list[int]) -> int:
    c = 0
    for x in xs:
        c = (c * 31 + x % M) % M
    return c


def rng(state: int) -> int:
    return (state * 1103515245 + 12345) % 2147483648


def shaped(n: int, seed: int, bits: int, shift: int, signed: bool) -> list[int]:
    out: list[int] = []
    state = seed
    for _ in range(n):
        state = rng(state)
        hi = state
        state = rng(state)
        v = (hi << 31 | state) & ((1 << bits) - 1) if bits < 62 else hi << 31 | state
        v = v << shift if bits + shift < 63 else v
        out.append(-v if signed and state & 8 != 0 else v)
    return out


def show(name: str, xs: list[int]) -> None:
    s = sorted(xs)
    ok = all(s[i - 1] <= s[i] for i in range(1, len(s)))
    r = sorted(xs, reverse=True)
    print(name, len(xs), ok, s[0], s[-1], check(s), check(r), r == s[::-1])


def main() -> None:
    for n in [255, 256, 3000, 65535, 65536, 100000]:
        for bits in [1, 7, 12, 27, 33, 47]:
            show("u%d" % bits, shaped(n, n + bits, bits, 0, False))
        show("s40", shaped(n, 5, 40, 0, True))
        show("shift", shaped(n, 6, 20, 17, False))
    # full 64-bit range with the limits
    xs = shaped(70000, 9, 64, 0, True) + [9223372036854775807, -9223372036854775807 - 1, 0, -1] * 3
    show("full", xs)
    # one bucket with most items, buckets of 64 and 65 items, runs of equal items
    ys = [5 << 20] * 50000 + [(k % 7) << 20 | k for k in range(20000)]
    ys += [3 << 30 | k % 64 for k in range(64)] + [2 << 30 | (64 - k) for k in range(65)]
    ys += [(k * 7919) % 1000 for k in range(30000)]
    show("skew", ys)
    # stability through key= and reverse= on a large input
    zs = shaped(80000, 11, 30, 0, False)
    ks = sorted(zs, key=lambda x: x % 100000)
    print(check(ks), all(ks[i - 1] % 100000 <= ks[i] % 100000 for i in range(1, len(ks))))
    rs = sorted(zs, key=lambda x: x >> 20, reverse=True)
    print(check(rs), rs[:3], rs[-3:])
    zs.sort()
    print(check(zs), zs[:2], zs[-2:])
    zs.sort()
    print(check(zs))


main()
