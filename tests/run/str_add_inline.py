# str + written inline at each use (str.__add__ as an @llvm body): empty operands, results
# under 8 bytes, of 8 bytes and more (kiln_str_add), across the small-str limit of 64 bytes
# and beyond 512, ASCII and not, words grown by + and += in loops, and the results read by
# len, indexing, slicing, comparison, hashing, find and upper.

SYL = ["ka", "é", "", "lo", "中文", "x" * 7, "y" * 30, "😀"]


def grow(seed: int, k: int) -> str:
    w = ""
    for _ in range(k):
        w = w + SYL[seed % 8]
        seed = seed // 8 + 3
    return w


def main() -> None:
    counts: dict[str, int] = {}
    total = 0
    for i in range(400):
        w = grow(i * 7919, i % 9)
        counts[w] = counts.get(w, 0) + 1
        total += len(w) + len(w.encode()) + (w.find("é") if w else 0)
        if w:
            total += ord(w[-1]) % 17 + ord(w[0]) % 13
    print(len(counts), total)
    for a in ["", "a", "é", "abc", "abcdefg", "x" * 63, "y" * 64, "é" * 40]:
        for b in ["", "b", "ü", "defg", "hijklmno", "z" * 500]:
            s = a + b
            t = b + a
            print(len(s), len(t), s == a + b, s.upper()[:12], t[-3:], hash(s) == hash(a + b), s < t, s.isascii())
    acc = ""
    for k in range(70):
        acc += SYL[k % 8][:1]
    print(len(acc), acc)
    keys = sorted(counts.keys())
    print(keys[:3], keys[-1][:20])


main()
