# issue 7, re: every function the issue names, with groups, against CPython.
import re
pat = re.compile(r"(\w+)@(\w+)\.com")
text = "alice@example.com, bob@test.com; carol@x.org"
m = pat.search(text)
print(m.group(), m.group(0), m.group(1), m.group(2), m.groups(), m.start(), m.end(), m.span(), m.span(2))
print(pat.match(text).group(1), pat.match("zz " + text), pat.fullmatch("a@b.com").groups(), re.fullmatch(r"\d+", "12a"))
print(pat.findall(text), re.findall(r"\d+", "a1b22c333"), re.findall(r"(a)(b)?", "ab a"), re.findall(r"x*", "axx"))
print([mm.group(1) for mm in pat.finditer(text)], [mm.span() for mm in re.finditer(r"o", "foo boo")])
print(re.sub(r"\d", "#", "a1b2"), re.sub(r"(\w)(\d)", r"\2\1", "a1 b2"), re.sub(r"x", "y", "xxx", count=2), pat.sub(r"<\1>", text), re.subn(r"o", "0", "foo"))
print(re.sub(r"\d+", lambda mt: str(int(mt.group()) * 2), "a5 b10"), re.sub(r"(?P<w>\w+)", r"[\g<w>]", "hi yo"))
print(re.split(r"[,;]\s*", text), re.split(r"(,)", "a,b,c"), re.split(r"\s+", "  a b  "), re.split(r",", "a,b,c", maxsplit=1), pat.split(text))
m2 = re.match(r"(?P<key>\w+)=(?P<val>\d*)(x)?", "size=")
print(m2.group("key"), repr(m2.group("val")), m2.groupdict(), m2.groups(), m2.groups("-"), m2.lastindex, m2[1])
print(re.search(r"^b", "a\nb", re.M).span(), re.search(r"A", "a", re.I).group(), re.findall(r"a.b", "a\nb", re.S), re.escape("a.b*c"), bool(re.match(r"a", "b")))
print(re.match(r"(\d+)-(\d+)", "10-20").group(1, 2), re.compile(r"ab").pattern, re.search(r"é+", "caféé").group())
