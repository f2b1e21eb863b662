# Loops over lists of strs whose items are dict and set keys (the prefetch pass asks for the
# bytes of the str 16 items ahead): empty strs, lists shorter than 16 items, strs of 7, 8 and
# more bytes, non-ASCII ones, a list changed inside the loop, and a KeyError raised inside.


def tally(ws: list[str]) -> dict[str, int]:
    d: dict[str, int] = {}
    for w in ws:
        d[w] = d.get(w, 0) + 1
    return d


def present(ws: list[str], s: set[str]) -> int:
    c = 0
    for w in ws:
        if w in s:
            c += 1
    return c


def grow(ws: list[str]) -> int:
    # the list grows while it is iterated: the prefetch reads the length each time
    d: dict[str, int] = {}
    for w in ws:
        if w not in d:
            d[w] = len(d)
            if len(ws) < 40:
                ws.append(w + "!")
    return len(d)


def lookup(ws: list[str], d: dict[str, int]) -> int:
    t = 0
    for w in ws:
        t += d[w]
    return t


def main() -> None:
    print(tally([]))
    print(tally(["", "a", "", "a", "b"]))
    words: list[str] = []
    for i in range(300):
        words.append("w" * (i % 10) + str(i % 7))
    words.append("é")
    words.append("日本語のテキスト")
    words.append("")
    counts = tally(words)
    print(len(counts), counts["0"], counts["wwwwwww3"], counts["é"], counts[""])
    print(list(counts.items())[:12])
    print(present(words, {"0", "w1", "wwwwwwwww2", "é", "x"}))
    print(grow(["a", "b", "a"]))
    print(lookup(["b", "a"], {"a": 9223372036854775806, "b": 1}))
    try:
        print(lookup(["a", "c"], {"a": 1}))
    except KeyError as e:
        print("KeyError", e)
    print(lookup(["a", "c", "a"], {"a": 1, "c": 2}))
    print(lookup(["a"] * 20 + ["zz"], {"a": 1}))


main()
