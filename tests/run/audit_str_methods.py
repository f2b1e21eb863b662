# issue 7, str: every common method, including non-ASCII letters.
s = "  Hello, Wörld! ßtraße ǅungla  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixx".strip("x")), repr("xxhixx".lstrip("x")), repr("xxhixx".rstrip("x")))
print("a b  c".split(), "a,b,,c".split(","), "a,b,,c".split(",", 1))
print("a b  c ".rsplit(), "a,b,,c".rsplit(","), "a,b,,c".rsplit(",", 1), " a b c ".rsplit(None, 1))
print("  a  b  ".split(None, 1), "".split(), "".split(","))
print("-".join(["x", "y", "z"]), "".join([]))
print("hello".replace("l", "L"), "hello".replace("l", "L", 1), "abc".replace("", "-"))
print("hello".find("l"), "hello".rfind("l"), "hello".find("z"), "hello".find("l", 3), "hello".rfind("l", 0, 3))
print("hello".index("l"), "hello".rindex("l"))
print("banana".count("a"), "banana".count("an"), "banana".count("a", 2), "banana".count(""))
print("hello".startswith("he"), "hello".startswith(("x", "h")), "hello".endswith(("lo", "z")), "hello".endswith("l", 0, 4))
print("hello".startswith("l", 2), "hello".endswith(("a", "b")))
for w in ["hello world", "ßtraße", "éCOLE ünd", "ǆemal", "they're bill's", "straße STRASSE", "ΣΑΣ", "ﬁne"]:
    print(w.upper(), w.lower(), w.title(), w.capitalize(), w.swapcase(), w.casefold())
print("ab".center(7, "*"), "ab".ljust(5, "."), "ab".rjust(5), "abc".center(6), "42".zfill(5), "-42".zfill(5), "+4".zfill(4), "abc".zfill(2))
print("a=b=c".partition("="), "a=b=c".rpartition("="), "abc".partition("x"), "abc".rpartition("x"))
for t in ["123", "12a", "", "abc", "ABC", "aBc", "   ", " a", "١٢٣", "½", "²", "Hello World", "hello world", "abc123", "_x1", "1x", "Ωmega", "\t\n"]:
    print(repr(t), t.isdigit(), t.isalpha(), t.isspace(), t.isalnum(), t.isupper(), t.islower(), t.istitle(), t.isdecimal(), t.isnumeric(), t.isidentifier(), t.isascii(), t.isprintable())
print("a\nb\r\nc\rd".splitlines(), "a\nb\n".splitlines(), "a\nb\n".splitlines(True), "".splitlines(), "x\x0by\x0cz\x1cw\u2028v".splitlines())
print("héllo".encode(), "abc".encode("ascii"), "é".encode("utf-8"), len("héllo".encode()))
print("a\tb".expandtabs(), "a\tb".expandtabs(4), "prefix_name".removeprefix("prefix_"), "name.py".removesuffix(".py"))
s2 = "héllo wörld"
print(len(s2), s2[1], s2[-1], s2[1:4], s2[::2], s2[::-1], s2[-3:], s2[1:9:3])
print([c for c in "aé€😀"], len("aé€😀"), "aé€😀"[3], ord("😀"), chr(233), chr(0x1F600), ord("a"))
print("abc" * 3, "abc" < "abd", "é" > "z", "abc" in "xabcx", "" in "abc")
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("tab\tnl\nbs\\"), repr("\x00\x7f\xe9\u200b"), str("x"))
