# find/replace/count/split with needles of 2 to 16 bytes (runtime/kiln.c kiln_str_find: 16
# candidate positions at a time where the needle's first and last bytes match): matches at the
# start, the end, across the 16-byte blocks, overlapping, first and last bytes matching without
# the middle, non-ASCII needles and haystacks, and start/end bounds.


def show(hay: str, needle: str) -> None:
    print(len(hay), repr(needle), hay.find(needle), hay.rfind(needle), hay.count(needle), needle in hay)


def main() -> None:
    for n in [0, 1, 2, 3, 15, 16, 17, 18, 31, 32, 33, 47, 48, 49, 64]:
        base = "x" * n
        for needle in ["ab", "abc", "a_c", "abcdefghijklmnop", "aXXXXXXXXXXXXXXb", "xa", "ax"]:
            show(base + needle, needle)
            show(needle + base, needle)
            if n >= 2:
                show(base[: n // 2] + needle + base[n // 2 :], needle)
            # first and last bytes match, the middle does not
            show(base + needle[0] + "?" * (len(needle) - 2) + needle[-1] + base, needle)
    s = "ta" * 20
    print(s.find("tat"), s.find("ata"), s.count("tata"), s.replace("ta", "TA"))
    t = "alpha0|beta1|gamma2|delta3|theta4|zeta5|eta6|iota7|kappa8"
    print(t.replace("ta", "TA"), t.find("gamma"), t.find("gammb"), t.find("a|b"))
    print(t.find("ta", 20), t.find("ta", 20, 30), t.find("eta", 0, 10), t.rfind("ta", 5, 40))
    u = "héllo wörld ééé ünïcödé " * 3
    for needle in ["é", "éé", "ö", "ünï", "cödé ü", "llo w", "dé"]:
        show(u, needle)
        print(u.find(needle, 10), u.find(needle, 3, 30), u.replace(needle, "[" + needle + "]"))
    print("a,,b,,,c".split(",,"), "--a--b--".split("--"), "abababab".split("aba"))
    print("x" * 40 + "yz", ("x" * 40 + "yz").find("yz"), ("x" * 40 + "yz").find("xy"), ("x" * 40 + "yz").find("zz"))


main()
