# kiln_str_replace_same (runtime/kiln.c): replace with old and new of the same length scans for
# all matches in one pass. Matches must not overlap and go left to right (as CPython's search
# restarting after each match), with count honoured, at the ends of the str, across 16-byte
# blocks, in the overlapping last block, for needles of 2 to 17 bytes and non-ASCII ones.


def check(s: str, old: str, new: str, count: int) -> None:
    r = s.replace(old, new, count)
    print(len(r), r[:70])


def main() -> None:
    check("aaa", "aa", "bb", -1)
    check("aaaa", "aa", "bb", -1)
    check("a" * 41, "aa", "xy", -1)
    check("a" * 41, "aaa", "xyz", -1)
    check("a" * 41, "aa", "xy", 5)
    check("a" * 41, "aa", "xy", 0)
    check("a" * 41, "aa", "xy", 1)
    check("abababababababababababababababab", "abab", "XYZW", -1)
    check("abababababababababababababababab", "aba", "XYZ", -1)
    check("abababababababababababababababa", "aba", "XYZ", 3)
    for n in range(14, 40):
        s = "-" * (n - 2) + "ta"
        check(s, "ta", "TA", -1)
        check("ta" + "-" * (n - 2), "ta", "TA", -1)
        check("ta" * (n // 2) + "t", "ta", "TA", -1)
        check("ta" * (n // 2) + "t", "at", "AT", -1)
        check("ta" * (n // 2), "ta", "TA", n // 4)
    base = "beta|delta|zeta|eta|theta|iota|kappa|alpha|gamma|epsilon" * 3
    for m in range(2, 18):
        old = base[5 : 5 + m]
        check(base, old, "#" * m, -1)
        check(base, old, "#" * m, 2)
    check("xxabcdefghijklmnopxxabcdefghijklmnopqxx" * 2, "abcdefghijklmnop", "ABCDEFGHIJKLMNOP", -1)
    check("xxabcdefghijklmnopqxxabcdefghijklmnopqxx" * 2, "abcdefghijklmnopq", "ABCDEFGHIJKLMNOPQ", -1)
    check("café crème, café noir, café au lait, thé" * 2, "é", "è", -1)
    check("café crème, café noir, café au lait, thé" * 2, "café", "CAFÉ", -1)
    check("日本語の日本語の日本語の日本語の日本語", "日本", "本日", -1)
    check("日本語の日本語の日本語の日本語の日本語", "日本", "xyzabc", 2)
    check("", "ab", "cd", -1)
    check("a", "ab", "cd", -1)
    check("ab", "ab", "cd", -1)
    check("no match here at all, none at all, really none", "zz", "yy", -1)
    check("tttttttttttttttttttttttttttttttttttttttttta", "ta", "TA", -1)
    check("tatatatatatatatatatatatatatatatatatatatatata", "ta", "TA", 7)
    print("x,y".replace(",", " "), "x" * 20 + "yy" == ("x" * 20 + "zz").replace("zz", "yy"))


main()
