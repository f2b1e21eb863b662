# Loops over lists of strs that take len() of each item with other work in the body get a
# prefetch of the str 16 items ahead (passes/prefetch.go): lists shorter and longer than 16,
# empty strs, ASCII and non-ASCII strs mixed, a list changed inside the loop (appended to,
# shortened), and an exception raised in the body with a traceback.


def checksum(xs: list[str]) -> int:
    c = 0
    i = 0
    for x in xs:
        c = (c * 31 + len(x) * (i % 7 + 1)) % 1000000007
        i += 1
    return c


def grow(xs: list[str]) -> int:
    c = 0
    for x in xs:
        c = (c + len(x)) % 1000003
        if len(xs) < 40:
            xs.append(x + "é")
    return c


def shrink(xs: list[str]) -> int:
    c = 0
    for x in xs:
        c = (c * 7 + len(x)) % 1000003
        if len(xs) > 5:
            xs.pop()
    return c


def ratio(xs: list[str]) -> int:
    c = 0
    for x in xs:
        c = c + 100 // len(x)
    return c


def main() -> None:
    empty: list[str] = []
    print(checksum(empty), checksum(["é"]), checksum(["", "", ""]))
    words = []
    for i in range(100):
        w = "ab" * (i % 9) + ("é" if i % 3 == 0 else "") + "ü" * (i % 4)
        words.append(w)
    print(checksum(words), checksum(words[:15]), checksum(words[:17]), checksum(words[::-1]))
    print(grow(["x", "éé", "abc"]), shrink(["q" * k for k in range(30)]))
    print(ratio(["a", "é", "abcd"]))
    print(ratio(words[1:20] + [""] + words[20:]))


main()
