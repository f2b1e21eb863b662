# str + with an empty operand gives the other operand (no copy), and list slices of step 1 are
# one block copy: the results are still independent values with the right lengths and flags.


def build(parts: list[str]) -> str:
    w = ""
    for p in parts:
        w += p
    return w


def main() -> None:
    for s in ["", "a", "é€", "😀x", "abcdefghij", "\x00"]:
        a = "" + s
        b = s + ""
        c = "" + "" + s + ""
        print(repr(a), repr(b), repr(c), len(a), len(b), len(c), a == s, b.upper(), c[::-1])
    print(build(["é"]), len(build(["é"])), build(["", "é", ""]), len(build(["x", "", "é"])))
    print(build([]) == "", len(build(["", ""])), build(["ab", "", "cd"]))
    w = ""
    w += "€"
    w += ""
    print(w, len(w), w.encode(), w * 2, w.isascii(), ("" + "abc").isascii())
    xs = list(range(10))
    for lo, hi in [(0, 10), (2, 5), (-3, 100), (5, 2), (0, 0), (-100, 3), (9, 10), (10, 12)]:
        ys = xs[lo:hi]
        ys.append(99)
        print(lo, hi, ys, len(xs))
    ws = ["x", "é", "yz", ""]
    cp = ws[:]
    cp[0] = "changed"
    cp.sort()
    print(ws, cp, ws[1:], ws[:-1], ws[::2], ws[3:1:-1])
    nested = [[1], [2, 3]]
    shallow = nested[:]
    shallow[0].append(7)
    shallow[1] = [0]
    print(nested, shallow)
    empty: list[int] = []
    print(empty[:], empty[1:5], len(empty[:]))


main()
