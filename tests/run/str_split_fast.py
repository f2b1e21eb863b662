# Edge cases of the fast paths of str.split, rsplit, splitlines, strip, join, replace and find:
# pieces sharing allocations, pre-sized lists, short and long strs (the paths switch at 64 and
# 256 bytes), ASCII and non-ASCII text.


def show(xs: list[str]) -> None:
    print(len(xs), xs)


def show_codes(xs: list[str]) -> None:
    # Pieces with U+3000 or U+200B, by code point (their repr is not checked here).
    print(len(xs), [[ord(c) for c in x] for x in xs])


def main() -> None:
    # one-byte separators, short strs
    show("a,b,,c,".split(","))
    show(",".split(","))
    show("".split(","))
    show(",,,".split(","))
    show("abc".split(","))
    show("x".split("x"))
    show(" alpha0 , beta1 ,gamma2".split(","))
    show("a,b,c,d".split(",", 2))
    show("a,b,c,d".split(",", 0))
    show("a,b,c,d".split(",", -5))
    show("é,ü,,ß€,".split(","))
    show("日本,語".split(","))
    show("aé€".split("é"))
    # one-byte separators, long strs (memchr)
    long1 = ",".join([str(i) * (i % 4) for i in range(100)])
    parts = long1.split(",")
    print(len(parts), parts[:6], parts[-3:], ",".join(parts) == long1)
    long2 = "é" * 40 + ",x," + "ü" * 50 + ","
    show(long2.split(","))
    long3 = "ab" * 300
    show(long3.split("b")[:3])
    print(len(long3.split("b")), len(long3.split("a")))
    big = "\n".join(["line " + str(i) + " é" * (i % 3) for i in range(3000)])
    lines = big.split("\n")
    print(len(lines), lines[0], lines[1], lines[2], lines[-1], "\n".join(lines) == big)
    # multi-byte separators
    show("a::b::::c".split("::"))
    show("a::b::::c".split("::", 1))
    show("ab".split("abc"))
    show("€x€y€".split("€"))
    show(("--" * 200 + "z").split("--")[-2:])
    # rsplit
    show("a,b,,c,".rsplit(","))
    show("a,b,c,d".rsplit(",", 2))
    show("a::b::c".rsplit("::", 1))
    show("  a b  c ".rsplit())
    show("  a b  c ".rsplit(None, 1))
    show_codes("x\u3000y\xa0z\x85w".rsplit())
    show_codes("x\u3000y\xa0z\x85w".rsplit(maxsplit=1))
    # whitespace split: ASCII (short and long) and non-ASCII
    show("  a b\t\tc\n d\x0b\x0ce\rf  ".split())
    show("a\x1cb\x1dc\x1ed\x1fe".split())
    show("".split())
    show("   ".split())
    show("  a  b  c  ".split(None, 1))
    show("  a  b  c  ".split(maxsplit=0))
    show("a b c".split(None, -1))
    show_codes("x\u3000y\xa0z\x85w\u2028v\u200bu".split())
    show("é é  é".split())
    words = ("alpha beta  gamma\tdelta\n" * 40).split()
    print(len(words), words[:5], words[-1])
    wide = " ".join(["w" + str(i) for i in range(500)]) + "  "
    ws = wide.split()
    print(len(ws), ws[0], ws[-1], ws[250])
    show(wide.split(None, 2)[:2])
    print(len(wide.split(None, 2)[2]))
    # splitlines
    show("a\nb\r\nc\rd\x0be\x0cf\x1cg\x1dh\x1ei\x85j\u2028k\u2029l".splitlines())
    show("a\nb\r\nc\n".splitlines(True))
    show("\n\n".splitlines())
    show("no breaks".splitlines())
    # strip
    print(repr(" a ".strip()), repr("a ".strip()), repr(" a".strip()), repr("a".strip()))
    print(repr("  ".strip()), repr("".strip()), repr("\x1c\x1fa\x1e".strip()))
    print(repr("\xa0\u3000é\x85".strip()), repr("\xa0x".lstrip()), repr("x\u3000".rstrip()))
    show_codes(["\u3000\u3000".strip(), "x\u3000 ".rstrip(), " \u3000x".lstrip(), "\x85\u3000".split("\x85")[1]])
    print(repr("xxhixx".strip("x")), repr("é€éhi€".strip("é€")), repr("abc".strip("")))
    # join
    print("|".join(["a", "b", "c"]), "".join(["é", "x"]), repr("-".join([])), "-".join(["one"]))
    print(", ".join(["é", "", "€"]), len("ü".join(["a", "b", "c"])))
    # replace and find
    print("data theta".replace("ta", "TA"), "abc".replace("x", "y"), "aaa".replace("a", "bb", 2))
    print("aéa".replace("é", "e"), "abc".replace("", "-"), "abc".replace("", "-", 2))
    print("alpha|gamma|beta".find("gamma"), "a|b".find("|"), "abc".find("d"), "é|".find("|"))
    print("a,b,,c".replace(",", " "), "é,ü,€".replace(",", ";"), ",é,".replace(",", "x", 1))
    print("abc".replace(",", " "), ("x,y" * 50).replace(",", "-")[:12], "a,b".replace(",", "é"))
    print("€,€".replace("€", "e"), "€a€".replace("a", "b"), "aaa".replace("a", "b", 0))
    # copies of every length from 0 to 40 bytes (join, strip, split, slices)
    for n in range(41):
        t = "".join(["abcdefghij"[i % 10] for i in range(n)])
        u = "é" * (n // 2)
        pieces = ("," + t + "," + u + ",").split(",")
        print(n, len(t), t[1:], (" " + t + " ").strip() == t, "-".join(pieces), len(u.strip("x")))
    # pseudo-random texts of 0 to 99 bytes (pieces across the 16-byte blocks of the runtime)
    alphabet = "ab ,\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f\x1b\x08!~"
    seed = 12345
    total = 0
    for n in range(100):
        for rep in range(3):
            chars: list[str] = []
            for _ in range(n):
                seed = (seed * 1103515245 + 12345) % 2147483648
                chars.append(alphabet[(seed >> 16) % len(alphabet)])
            t = "".join(chars)
            ws = t.split()
            cs = t.split(",")
            total = (total * 7 + len(ws) * 3 + len(cs)) % 1000000007
            if n % 20 == 19 and rep == 0:
                print(n, ws, cs)
            for w in ws:
                total = (total * 31 + len(w) + ord(w[0])) % 1000000007
            for c in cs:
                total = (total * 17 + len(c)) % 1000000007
    print("random texts", total)
    # empty separators
    try:
        "a".split("")
    except ValueError as e:
        print("ValueError:", e)
    try:
        "a".rsplit("")
    except ValueError as e:
        print("ValueError:", e)
    # pieces stay intact after later splits
    first = "one,two,three".split(",")
    second = "four,five".split(",")
    print(first, second, first[1] + second[0], len(first[2]), first[2] == "three")
    # a list appended to many times (growth)
    grown: list[str] = []
    for i in range(1000):
        grown.append(str(i))
    print(len(grown), grown[0], grown[999], "".join(grown)[-10:])


main()
