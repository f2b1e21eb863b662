# The str radix sort picks each bucket's byte as the highest byte in which its 8-byte keys
# differ (the or of the keys xor their and) and finds the non-empty buckets by scanning the
# 256 counters 64 at a time: digits in every one of the four blocks of 64 (ASCII, continuation
# bytes, lead bytes of 2-, 3- and 4-byte code points, the zero padding of short strs, NULs
# inside strs), keys differing only in a low bit, in the top bit, or not at all. Checked
# against a plain merge sort that compares with <.

M = 1000000007


def check(xs: list[str]) -> int:
    c = 0
    for x in xs:
        for ch in x:
            c = (c * 131 + ord(ch)) % M
        c = (c * 7 + len(x)) % M
    return c


def msort(xs: list[str]) -> list[str]:
    if len(xs) <= 1:
        return xs[:]
    mid = len(xs) // 2
    a = msort(xs[:mid])
    b = msort(xs[mid:])
    out: list[str] = []
    i = 0
    j = 0
    while i < len(a) and j < len(b):
        if b[j] < a[i]:
            out.append(b[j])
            j += 1
        else:
            out.append(a[i])
            i += 1
    return out + a[i:] + b[j:]


def code_point(r: int) -> int:
    # ASCII with NUL, 2-byte, 3-byte (no surrogates) and 4-byte code points
    kind = r % 5
    r //= 5
    if kind == 0:
        return r % 128
    if kind == 1:
        return 128 + r % 1920
    if kind == 2:
        return 2048 + r % 53248
    if kind == 3:
        return 57344 + r % 8192
    return 65536 + r % 1048576


def make(n: int, seed: int, width: int) -> list[str]:
    out: list[str] = []
    state = seed
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        s = state >> 8
        w = ""
        for _ in range(s % width):
            state = (state * 1103515245 + 12345) % 2147483648
            w += chr(code_point((state >> 4) * 7919 + (state & 15)))
        out.append(w)
    return out


def main() -> None:
    for seed, width in [(1, 3), (2, 6), (3, 12)]:
        xs = make(3000, seed, width)
        s = sorted(xs)
        print(s == msort(xs), check(s), len(s[0]), s[-1] == max(xs))
        r = sorted(xs, reverse=True)
        print(r == msort(xs)[::-1], check(r))
    # keys that differ in one low bit, in the top bit only, and equal keys with different tails
    ys = ["abcdefg" + chr(c) for c in range(0, 128)] + ["\x7f", "\x80", "\x00", "", "\x00\x00"]
    ys += ["abcdefgh" + chr(c) for c in range(200, 40, -7)] + ["abcdefgh"] * 3
    ys += [chr(0x10FFFF), chr(0xFFFF), chr(0x7FF), chr(0x800), chr(0x10000)]
    ys = ys * 3
    s = sorted(ys)
    print(s == msort(ys), check(s), [ord(c) for c in s[-1]], s[:3])
    # many NULs: keys of zero bytes, strs only told apart by their lengths
    zs = ["\x00" * (k % 11) for k in range(300)] + ["\x00" * 9 + "\x01", "\x00" * 8 + "\x01"]
    s = sorted(zs)
    print(s == msort(zs), [len(x) for x in s[-5:]])


main()
