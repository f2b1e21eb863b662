# split's pieces are copied by runtime/kiln.c's carve with moves chosen by their length (1, 2-3,
# 4-7, 8-16 bytes, longer): every length from 0 to 40, ASCII and non-ASCII, by one separator
# byte and by whitespace, and the pieces kept after their text is gone.


def main() -> None:
    kept: list[str] = []
    for n in range(41):
        word = "".join([chr(97 + (i * 7 + n) % 26) for i in range(n)])
        line = ",".join([word, word[: n // 2], word[n // 3 :], "é" + word, word + "ü"])
        parts = line.split(",")
        words = line.replace(",", " \t").split()
        print(n, parts, words == [p for p in parts if p != ""], [len(p) for p in words])
        kept.append(parts[0])
        kept.append(words[-1])
    print(kept[::7])
    print(sum([len(k) for k in kept]), "|".join(kept[-4:]))


main()
