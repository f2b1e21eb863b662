# The str radix sort visits only the non-empty buckets of a level and leaves its counters
# zeroed for the next bucket at the same byte position: digits spread thinly over a wide range
# (buckets of one item, of two, and large ones side by side), levels of alternating depth,
# sorts one after the other, reverse= and key= on the same strs.

M = 1000000007


def check(xs: list[str]) -> int:
    c = 0
    for x in xs:
        for ch in x:
            c = (c * 131 + ord(ch)) % M
        c = (c * 7 + len(x)) % M
    return c


def make(n: int, alphabet: list[str], seed: int, width: int) -> list[str]:
    out: list[str] = []
    state = seed
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        s = state >> 3
        w = ""
        for _ in range(1 + s % width):
            w += alphabet[s % len(alphabet)]
            s //= len(alphabet)
        out.append(w)
    return out


def main() -> None:
    # a few letters from far apart: 0x01, "a", "z", "é" (0xC3), "ÿ" (0xC3 0xBF), "\x7f", "😀"
    sparse = ["\x01", "a", "z", "é", "ÿ", "\x7f", "😀", "q"]
    for seed in [3, 4]:
        xs = make(5000, sparse, seed, 12)
        s = sorted(xs)
        print(check(s), s[:3], s[-2:], all(s[i - 1] <= s[i] for i in range(1, len(s))))
        print(check(sorted(xs, reverse=True)), check(sorted(xs, key=len)))
        xs.sort()
        print(xs == s)
    # one large bucket beside many single ones at every level
    ys = ["m" * k + "x" for k in range(1, 40)] + ["m" * 10 + chr(c) for c in range(33, 120, 3)]
    ys += ["mmmmmmmmmm"] * 30 + [chr(c) + "tail" for c in range(40, 126)]
    s = sorted(ys)
    print(check(s), s[:4], s[-4:])
    print(check(sorted(ys, reverse=True)))
    # two strs per bucket, and pairs sharing 8 bytes
    zs = [chr(c) + chr(c + 1) for c in range(35, 125)] * 2
    zs += ["abcdefgh" + chr(c) for c in range(48, 122)] + ["abcdefg" + chr(c) for c in range(48, 122)]
    s = sorted(zs)
    print(check(s), s[:3], s[-3:], len(s))
    # sorts one after the other reuse nothing stale
    for k in range(3):
        w = make(300 + 700 * k, ["b", "d", "é", "\x00"], 11 + k, 9)
        print(check(sorted(w)), check(sorted(w, reverse=True)))
    empty: list[str] = []
    print(sorted(empty), sorted(["b"]), sorted(["b", "a"]))


main()
