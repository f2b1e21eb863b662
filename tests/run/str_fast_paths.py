# The inline str comparisons and hash, the prefix-key sort of strs, str.replace's single copy,
# one-byte split/find and int.__str__ (bench: sort_strs, dict_count, str_split_join, str_concat).

words = ["", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgh\xff", "abcdefg", "é", "e", "ê", "\x00", "a\x00", "zz", "abcdefgi", "abcdefgh\x00"]
ws = words * 7
for i in range(200):
    ws.append("ab" * (i % 7) + str(i * 7919 % 101) + "é" * (i % 3))
ws.sort()
print(ws)
print(sorted(words, reverse=True))
print(sorted(words, key=len))
xs = [5, 3, -1, 9223372036854775807, -9223372036854775807, 0, 3]
xs.sort()
print(xs, sorted([2.5, -1.0, 3.0]), sorted([(2, "b"), (1, "z"), (2, "a")]), sorted([True, False, True]))
words = [""]
for i in range(40):
    words.append("ab" * i + str(i))
ws_set = set(words)
print(len(ws_set))
print(sorted(words))
print(sorted(words, reverse=True) == sorted(words)[::-1])
for a in ["", "a", "ab", "abcdefgh", "abcdefghi", "abcdefgh\xff", "é", "e"]:
    for b in ["", "a", "abcdefgh", "abcdefghi", "abcdefgi", "é", "ê"]:
        print(a < b, a <= b, a == b, a != b, a > b, a >= b, end=" ")
    print()
for s in ["", "a", "aaa", "abcabc", "xaxbx", "éaé", "héllo wörld", "tata"]:
    for old, new in [("a", "b"), ("a", ""), ("", "-"), ("ab", "XYZ"), ("é", "e"), ("x", "éé"), ("ta", "TA"), ("zz", "q")]:
        for c in [-1, 0, 1, 2, 5]:
            r = s.replace(old, new, c)
            print(repr(r), len(r), r.isascii(), end="; ")
    print()
print("a,b,,c".split(","), ",".split(","), "".split(","), "a,b,c".split(",", 1), "x".find("x"), "abc".find("c", 1), "é,é".split(","))
for v in [0, 5, 9, 10, -1, -9, -10, 99, 100, 12345, -9223372036854775807 - 1, 9223372036854775807, -123456789]:
    print(str(v), len(str(v)), str(v) + "|", f"{v}", repr(v))
print(str(7) == "7", str(10) == "10", hash(str(42)) == hash("42"))
d: dict[str, int] = {}
for w in ["k" + str(i % 37) for i in range(1000)]:
    d[w] = d.get(w, 0) + 1
print(len(d), d["k0"], d["k36"], "k37" in d, ("k" + "1") in d)
hay = "abcabcabd" * 3 + "xyz"
for nd in ["", "a", "abd", "abcabd", "xyz", "xyzw", "zz", "dx", hay, hay + "a", "bcabcabdabcabcabdabcabcabdxyz", "abcabcabdabcabcabdab"]:
    print(hay.find(nd), hay.find(nd, 3), hay.find(nd, 5, 20), hay.count(nd), nd in hay, hay.split(nd) if nd else ["-"], hay.replace(nd, "-"))
print("a".find("ab"), "".find(""), "".find("a"), "ab".find("b", 5))
