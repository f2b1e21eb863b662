# A str under 8 bytes hashes to a value no other str has (its bytes and length mixed by a
# bijection; longer strs hash from another part of the domain), so dict and set lookups of
# such keys decide by the hash without reading the key. Keys of 0 to 9 bytes that differ only
# in their length, a trailing or leading NUL, their last byte or their non-ASCII bytes, built
# as literals, concatenations, slices, joins and chars (many of them in the str chunks' last
# bytes before a page's end), as dict keys and set members next to 8-byte strs with the same
# prefix; hash() agreeing between equal strs and with bytes; KeyError for an absent short key.


def build(s: str) -> str:
    # the same str, made anew
    return "".join([c for c in s])


def main() -> None:
    keys = ["", "\x00", "\x00\x00", "a", "a\x00", "\x00a", "ab", "ba", "abc", "abd",
            "abcdefg", "abcdefh", "abcdef\x00", "abcdefg\x00", "abcdefgh", "abcdefghi",
            "é", "e\u0301", "€", "€a", "a€", "ééé", "😀", "😀😀", "x" * 7, "x" * 8, "x" * 6]
    d: dict[str, int] = {}
    for i, k in enumerate(keys):
        d[k] = i
    print(len(d), len(keys))
    for i, k in enumerate(keys):
        b = build(k)
        print(repr(k), d[b], b in d, d.get(b + "?", -1), hash(b) == hash(k), k[:-1] in d)
    s = set(keys)
    print(len(s), all([build(k) in s for k in keys]), "abce" in s, "abcdefgh"[:7] in s)
    print(hash("") == 0, hash("a") != hash("a\x00"), hash("\x00") != hash(""))
    print(hash(b"abc") == hash("abc"), hash(b"abcdefgh") == hash("abcdefgh"),
          hash(b"") == hash(""), hash(b"abcdefghijk") == hash("abcdefghijk"))
    text = "the quick brown fox jumps over the lazy dog, 0123456789"
    same = 0
    for n in range(len(text) + 1):
        for start in range(0, 3):
            piece = text[start:start + n]
            if hash(piece.encode()) == hash(piece) and hash(build(piece)) == hash(piece):
                same += 1
    print(same)

    # many short strs: some of them sit in the last 7 bytes of a page
    counts: dict[str, int] = {}
    seen: set[str] = set()
    letters = "abcdefghijklmnopqrstuvwxyz"
    total = 0
    for i in range(60000):
        w = letters[i % 26] + letters[(i // 26) % 26]
        if i % 3 == 0:
            w = w + letters[(i // 7) % 26]
        if i % 5 == 0:
            w = w + str(i % 1000)
        counts[w] = counts.get(w, 0) + 1
        seen.add(w)
        total += len(w)
    n = 0
    for i in range(60000):
        w = letters[i % 26] + letters[(i // 26) % 26]
        if i % 3 == 0:
            w = w + letters[(i // 7) % 26]
        if i % 5 == 0:
            w = w + str(i % 1000)
        if w in counts and w in seen:
            n += 1
    print(len(counts), len(seen), total, n, sum(counts.values()))
    best = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    print(best)

    # deleting and reinserting short keys
    for k in ["ab", "abc", "", "€"]:
        del d[k]
    print("ab" in d, "abc" in d, "" in d, "€" in d, len(d))
    d["ab"] = 99
    print(d["ab"], list(d.keys())[-1] == "ab")
    seen.discard("ab")
    print("ab" in seen, "ab" + "" in seen)
    try:
        print(d["zz"])
    except KeyError as e:
        print("KeyError", e)
    try:
        print(d["abcdefgz"])
    except KeyError as e:
        print("KeyError", e)


main()
