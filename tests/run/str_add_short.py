# a + b of strs whose sum is under 8 bytes is written as one 8-byte store: every split of the
# lengths 1..7, ASCII and not, operands that are views into a longer text (split pieces,
# slices, strip results, whose next bytes are the text's), one-character strs, and the results
# as dict keys, set elements, compared, hashed, sliced, searched, converted and printed.


def main() -> None:
    text = "abcdefgh,ij,k,lmnopq,r,stuvw, xy ,é,ün,€,zz"
    pieces = text.split(",")
    print(pieces)
    counts: dict[str, int] = {}
    seen: set[str] = set()
    total = 0
    for a in pieces:
        for b in pieces:
            s = a + b
            if len(s.encode()) < 9:
                counts[s] = counts.get(s, 0) + 1
                seen.add(s)
                total += len(s) + s.find("b") + s.count("z")
    print(len(counts), len(seen), total)
    keys = sorted(counts)
    print(keys[:6], keys[-6:])
    # every length pair from a longer word's slices
    word = "qrstuvwxyz"
    out: list[str] = []
    for n in range(1, 8):
        for m in range(1, 8 - n):
            out.append(word[:n] + word[10 - m :])
    print(out[:5], out[-3:], len(out))
    print(sorted(set(out))[:4], "qz" in out, "qrstuvz" in out, out.count("qyz"))
    for s in out[:4]:
        print(s, s.upper(), s[::-1], s[1:], s == s[:], hash(s) == hash(s[:]), s.startswith("qr"))
    # strip results and one-character strs
    strips = [" xy ".strip(), " a".strip(), "ab ".strip()]
    print([p + q for p in strips for q in strips])
    print("a" + "b", "é" + "a", "a" + "é", "€" + "€", "日本" + "x")
    c = ""
    for ch in "hello!":
        c = c + ch
        print(c, len(c), c.isalpha(), int("7" + "1") + 1)
    print(float("1." + "5") * 2, ("ab" + "cd").encode(), ("x" + "y") * 3)
    d = {"ab" + "c": 1, "a" + "bc": 2}
    print(d, d["abc"])


main()
