# Fast paths of split, strip, replace and find: one-byte separators in long strs (pieces
# counted first), ASCII whitespace stripping, replacements as long as the text they replace
# (overlaps, count=, non-ASCII), short needles compared in place.


def main() -> None:
    long = ",".join(["f" + str(i) for i in range(200)]) + ",,é,,"
    parts = long.split(",")
    print(len(parts), parts[:3], parts[-6:])
    print(len(("x" * 300).split(",")), ("," * 300).split(",")[:3], len(("," * 300).split(",")))
    print(long.split(",", 3)[:4], len(long.split(",", 3)))
    print("".split(","), "a,b".split(","), ",".split(","))
    print(repr("  \t hello world \n ".strip()), repr("   ".strip()), repr("".strip()))
    print(repr(" x ".lstrip()), repr(" x ".rstrip()), repr("x".strip()))
    print(repr("\u2003 é \u3000".strip()), repr(" é ".strip()), repr("\x1c a\x1f".strip()))
    print(repr("\x85a\xa0".strip()), repr(" a ".strip(" a")), repr("xyx".strip("x")))
    s = "beta delta theta zeta eta tata"
    print(s.replace("ta", "TA"), s.replace("ta", "TA", 2), s.replace("ta", "TA", 0))
    print("aaaa".replace("aa", "bb"), "aaa".replace("aa", "ba"), "abc".replace("zz", "yy"))
    print("éaé".replace("é", "e"), "éaé".replace("é", "ü"), "abab".replace("ab", "é"))
    print("naïve".replace("ï", "i"), "x".replace("x", "y"), "".replace("a", "b"))
    print("abcabd".find("abd"), "abcabd".find("c"), "abc".find("d"), "aXbXc".find("Xc"))
    print("ééé".find("é", 1), "a\x00b".find("\x00"), "aaab".find("aab"), "ab".find("abc"))
    print(("xyz" * 10 + "needle16bytes___").find("needle16bytes___"), ("q" * 40).find("q" * 17))
    print(("x" * 300 + "é" + ",y").split(","), "-".join("a b  c".split()))


main()
