# passes/charcmp.go: s[i] == "c" and s[i] != "c" against a one-character ASCII constant
# compare the byte in place in ASCII strs; the same results and IndexErrors as s[i].


def starts(words: list[str], c: str) -> int:
    n = 0
    for w in words:
        if w[0] == "b":
            n += 1
        if "a" == w[-1]:
            n += 10
        if w[1] != "x":
            n += 100
    return n


def probe(s: str, i: int) -> str:
    try:
        return str(s[i] == "é") + " " + str(s[i] == "a") + " " + str("a" != s[i]) + " " + str(s[i] == "ab")
    except IndexError as e:
        return "IndexError " + str(e)


def main() -> None:
    print(starts(["bab", "axa", "bxb", "ba"], "b"))
    print(starts(["éb", "bé", "aéa", "béxa"], "b"))
    for s in ["a", "ba", "é", "aé", "éa", "", "abc"]:
        for i in [-4, -3, -2, -1, 0, 1, 2, 3]:
            print(repr(s), i, probe(s, i))
    words = ["bee", "b"]
    print(starts(words, "b"))


main()
