# Code-point semantics of str on UTF-8 text: len, indexing, iteration, slicing, search.
texts = ["héllo wörld", "Καλημέρα κόσμε", "Привет, мир", "日本語のテキスト", "emoji 😀👍🏽 end", "", "ascii only"]
for s in texts:
    print(len(s), repr(s))
    if len(s) > 0:
        print(s[0], s[-1], s[len(s) // 2], s[-len(s)])
    print(s[1:4], s[::-1], s[::2], s[-3:], s[:-3], s[5:1:-1], s[::-3])
    chars = []
    for ch in s:
        chars.append(ch)
    print(len(chars), chars)
    codes = []
    for ch in s:
        codes.append(ord(ch))
    print(codes)
    print(s.isascii(), "ö" in s, "wö" in s, "ö" not in s)

s = "héllo wörld"
print(s.find("ö"), s.find("l"), s.rfind("l"), s.index("w"), s.count("l"), s.find("l", 4), s.find("ö", 2, 8))
print(s.upper(), s.title(), s.split("ö"), s.replace("ö", "oe"), s.center(15, "·"), s.startswith("hé"), s.endswith("rld", 0, 11))
g = "ΣΊΣΥΦΟΣ"
print(g.lower(), g.lower().upper(), g.casefold(), g.title(), "ὈΔΥΣΣΕΎΣ".lower())
print("straße".upper(), "straße".casefold(), "ﬁne".upper(), "ǆemal".title(), "İstanbul".lower(), len("İstanbul".lower()))
print("ÉCOLE".swapcase(), "éCOLE".capitalize(), "Привет".swapcase(), "мир".upper())
print(chr(233), chr(0x41), chr(0x1F600), chr(0x10FFFF) == "\U0010ffff", ord("€"), ord("\U0001F600"))
word = ""
for c in [104, 233, 108, 8364, 128512]:
    word += chr(c)
print(word, len(word), word[3], word[-1], word[1:4])
print("ñ" < "o", "é" > "z", "日本" < "日本語")
counts: dict[str, int] = {}
for ch in "mississippi ñandú ñu":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print([c.upper() for c in "abç" if c != "b"], "" in "abc", "" in "", "日本" in "こんにちは日本語")
rev = ""
for ch in "😀a€":
    rev = ch + rev
print(rev, len(rev), rev == "😀a€"[::-1])
