# str.split by one byte in one call (texts up to 1024 bytes scanned once, longer ones counted
# first) and str.replace of old by a new of as many bytes in one call: the edges of both.


def pieces(s: str, sep: str) -> None:
    xs = s.split(sep)
    print(len(s), len(xs), [x[:6] for x in xs[:3]], [x[-6:] for x in xs[-3:]], sep.join(xs) == s, sum([len(x) for x in xs]))


def main() -> None:
    # around the 1024-byte switch, separators at both ends, runs of separators
    for n in [1022, 1023, 1024, 1025, 1026, 2049]:
        pieces("," * n, ",")
        pieces("a" * n, ",")
        pieces(("ab," * n)[:n], ",")
        pieces("," + "x" * (n - 2) + ",", ",")
        pieces(("é," * n)[:n], ",")
    # pieces of every length from 0 to 40, their sizes and contents
    text = ",".join(["q" * i for i in range(41)])
    xs = text.split(",")
    print(len(xs), [len(x) for x in xs], xs[17], xs[40] == "q" * 40)
    # non-ASCII pieces keep their code points
    mixed = "ü,a,€€,,日本語,x"
    for x in mixed.split(","):
        print(len(x), [ord(c) for c in x])
    print("".split(","), "a".split("a"), "\n\n".split("\n"))
    print(" alpha0 , beta1 ,gamma2 ".split(" "))

    # replace with old and new of the same byte length
    print("aaaa".replace("aa", "bb"), "aaaaa".replace("aa", "bb"), "aaa".replace("aa", "xy"))
    print("tatata".replace("ta", "TA", 0), "tatata".replace("ta", "TA", 1), "tatata".replace("ta", "TA", 2))
    print("tatata".replace("ta", "TA", 5), "tatata".replace("ta", "TA", -3))
    print("beta|theta|zeta".replace("ta", "TA"), "ta".replace("ta", "TA"), "t".replace("ta", "TA"))
    print("xxta".replace("ta", "TA"), "taxx".replace("ta", "TA"), "nothing".replace("ta", "TA"))
    print("aébéc".replace("é", "ü"), "a€b€".replace("€", "abc"), "abcab".replace("ab", "é"))
    long = "0123456789abcdefghij" * 10
    print(long.replace("abcdefghij0123456789", "ABCDEFGHIJ!!!!!!!!!!"))
    print(long.replace("9a", "+-", 3))
    print(("x" * 40 + "yz").replace("yz", "YZ"), ("yz" + "x" * 40).replace("yz", "YZ"))
    s = "ab" * 600
    r = s.replace("ba", "BA")
    print(len(r), r[:10], r[-10:], r.count("BA"))
    print(s.replace("b", "c", 3)[:12], s.replace("ab", "cd", 599)[-6:])


main()
