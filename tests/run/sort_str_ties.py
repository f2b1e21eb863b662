# Sorting strs whose first 8 bytes tie: prefixes of each other, NUL padding, lengths around
# 8, non-ASCII, empty strs, duplicates; stability with reverse= and key=.


def lcg_words(n: int) -> list[str]:
    parts = ["ab", "abc", "", "\x00", "é", "z", "abcdefgh", "ÿ", "\U0001f600", "a\x00"]
    out: list[str] = []
    state = 11
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        seed = state >> 4
        w = ""
        for _ in range(seed % 5):
            w += parts[seed % 10]
            seed //= 10
        out.append(w)
    return out


def main() -> None:
    fixed = ["abcdefgh", "abcdefg", "abcdefghi", "abcdefgh\x00", "abcdefg\x00", "abcdefg\x00\x00",
             "", "\x00", "\x00\x00", "abcdefgh", "abcdefghé", "abcdefghz", "abcdefgha",
             "abcdéfgh", "abcdefgÿ", "abcdefg\U0001f600", "abcdefghijklmnopq", "abcdefghijklmnop"]
    fixed += ["abcdefghijklmnop\x00", "abcdefghijklmnopé", "abcdefghijklmnoé", "abcdefghijklmnopa",
              "abcdefghijklmnopqr", "abcdefghijklmnop", "abcdefghijklmno\x00", "abcdefghéjklmnop"]
    print(sorted(fixed))
    print([len(x) for x in sorted(fixed)])
    # len of non-ASCII strs across 8-byte boundaries
    for k in range(20):
        w = "a" * k + "é€😀" + "b" * (k % 3) + "ÿ"
        print(len(w), len(w[1:]), len(w * 3), end=" ")
    print()
    print(sorted(fixed, reverse=True))
    ws = lcg_words(3000)
    s = sorted(ws)
    ok = True
    for i in range(1, len(s)):
        if s[i - 1] > s[i]:
            ok = False
    print(ok, len(s), s[:12], s[-5:])
    r = sorted(ws, reverse=True)
    print(r[:6], r[-3:])
    ws.sort()
    print(ws == s, ws[1000], ws[2000])
    pairs = sorted(lcg_words(200), key=len)
    print(pairs[:20])


main()
