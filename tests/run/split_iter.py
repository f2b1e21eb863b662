# passes/splititer.go: `for v in s.split(sep)` makes the pieces one at a time (_split_iter).
# The pieces, their order and the exceptions are split's: empty texts, separators at the ends
# and next to each other, multi-byte and non-ASCII separators and texts, pieces around the
# 512-byte view limit and the 64-byte small-str limit, a text rebound in the loop, break and
# continue, an empty separator (ValueError before the loop) and an exception in the body.


def pieces(s: str, sep: str) -> list[str]:
    out: list[str] = []
    for p in s.split(sep):
        out.append(p)
    return out


def show(s: str, sep: str) -> None:
    got = pieces(s, sep)
    print(len(got), got == s.split(sep), [len(p) for p in got][:12], [p[:12] for p in got[:6]])
    print([p.isascii() for p in got][:8], sorted(set(got))[:3] == sorted(set(s.split(sep)))[:3], hash(got[-1]) == hash(s.split(sep)[-1]))


def rebound(s: str) -> int:
    n = 0
    for p in s.split(","):
        s = "x,y,z,w,v,u"  # the split evaluated s once
        n += len(p) + 1
    return n


def first_long(s: str) -> str:
    for p in s.split("\n"):
        if len(p) > 3:
            return p
    return "none"


def skipping(s: str) -> int:
    total = 0
    for p in s.split(";"):
        if p == "":
            continue
        if p == "stop":
            break
        total += int(p)
    return total


def nested(s: str) -> int:
    t = 0
    for line in s.split("\n"):
        for f in line.split(","):
            t = t * 7 + len(f.strip())
    return t


def raising(s: str) -> int:
    n = 0
    for p in s.split("|"):
        n += int(p)  # ValueError on a bad piece, after the good ones were summed
    return n


def kept(s: str) -> list[str]:
    # pieces kept alive after the loop, and after the text is gone
    out: list[str] = []
    for p in s.split("\n"):
        if p.startswith("k"):
            out.append(p)
    return out


def main() -> None:
    show("", ",")
    show(",", ",")
    show(",,", ",")
    show("a", ",")
    show("a,", ",")
    show(",a", ",")
    show("a,,b", ",")
    show("a--b----c--", "--")
    show("--", "--")
    show("-", "--")
    show("naïve,café,,日本語", ",")
    show("α→β→→γ→", "→")
    show("日本語日本", "本")
    show("abc", "abcd")
    long = ",".join(["w" + str(i) * (i % 9) for i in range(300)])
    show(long, ",")
    show(long + "," + "é" * 400, ",")
    lines = "\n".join(["line %d " % i + "x" * (i % 70) for i in range(200)])
    show(lines, "\n")
    show(lines, "x\n")
    big = "\n".join(["p" * n for n in [0, 1, 62, 63, 64, 65, 511, 512, 513, 1000, 2, 0]])
    show(big, "\n")
    show("q" * 600, "\n")
    show("q" * 600 + "\n", "\n")
    print(rebound("a,bb,ccc"))
    print(first_long("a\nbb\nccc\ndddd\neeeee"), first_long("a\nb"), first_long(""))
    print(skipping("1;2;;3;stop;100"), skipping(""), skipping(";;;"))
    print(nested(" a , b\nc,  dd ,e\n\n" * 3))
    try:
        print(raising("1|2|x|4"))
    except ValueError as e:
        print("ValueError", e)
    try:
        for p in "a,b".split(""):
            print("never", p)
    except ValueError as e:
        print("ValueError", e)
    k = kept("\n".join(["k" * (i % 80) + str(i) for i in range(100)]) + "\n" + "z" * 700)
    print(len(k), k[:3], k[-1], sum(len(x) for x in k))
    n = 0
    for word in ("x " * 5000).split(" "):
        n += len(word)
    print(n)


main()
