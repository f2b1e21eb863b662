# The re module's API: Match and Pattern methods and attributes, sub with a template or a
# function, split with maxsplit, escape, the flags, and re.error with CPython's messages.
import re

m = re.search(r"(?P<user>\w+)@(?P<host>[\w.]+)", "mail: bob@example.org, now")
if m:
    print(m)
    print(m.group(), m.group(0), m.group(1), m.group("host"), m.group(1, 2))
    print(m["user"], m[2])
    print(m.start(), m.end(), m.span(), m.span(1), m.start("host"), m.end("host"), m.span("user"))
    print(m.groupdict())
    print(m.lastindex, m.lastgroup, m.pos, m.endpos)
    print(m.string)
    print(m.re.pattern, m.re.groups, m.re.groupindex)
    print(m.expand(r"\2 has \g<user> (\g<0>)"))

m2 = re.match(r"(a)|(b)", "b")
if m2 is not None:
    print(m2.group(1), m2.group(2), m2.lastindex, m2.groupdict(), m2.span(1))
m3 = re.match(r"(?P<a>x)?(?P<b>y)", "y")
if m3:
    print(m3.groupdict(), m3.groupdict("-"), m3.lastgroup)
print(re.match("c", "abc"), re.search("c", "abc"), re.fullmatch("ab", "abc"))
print(re.match(r"\w+", "héllo wörld"))

p = re.compile(r"\d+")
print(p, p.pattern, p.groups)
print(re.compile("a.b", re.I | re.S))
print(p.search("ab12cd345", 4), p.search("ab12cd345", 2, 3), p.match("ab12", 2))
print(p.findall("1 22 333 4444", 3), p.fullmatch("123"), p.fullmatch("12a"))
for x in p.finditer("a1b22c333"):
    print(x.group(), x.span())


def double(m: re.Match) -> str:
    return str(int(m.group()) * 2)


print(re.sub(r"\d+", double, "a1 b22 c333"))
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world, good day"))
print(re.sub(r"(?P<w>o+)", r"[\g<w>|\g<1>|\1]", "foo boo"))
print(re.sub(r"x*", "-", "abxd"))
print(re.sub("a", r"\n\t\\", "bab"))
print(re.sub("a", "b", "aaaa", 2), re.sub("a", "b", "aaaa", count=3))
print(re.subn(r"\s+", " ", "a  b\t\tc \n d"))
print(p.sub("#", "a1b22"), p.subn("#", "a1b22", 1))
print(re.split(r"\W+", "Words, words, words."))
print(re.split(r"\W+", "Words, words, words.", 1))
print(re.split(r"\W+", "Words, words, words.", maxsplit=2))
print(re.split("x*", "axbc"), re.split(r"\b", "a b"))
print(re.escape("a.b*c? [x] (y) {z} ^$ | \\ + - #&~ é"))
print(re.findall(r"(?i)straße", "STRASSE straße STRAßE"))
print(re.findall(r"[a-z]+", "Hello World", re.IGNORECASE))
print(re.findall(r"^\w", "one\ntwo\nthree", re.M), re.findall(r"^\w", "one\ntwo"))
print(re.findall(r"\w$", "one\ntwo\n", re.MULTILINE), re.findall(r"\w$", "one\ntwo\n"))
print(re.findall(r"a.c", "abc a\nc", re.DOTALL), re.findall(r"a.c", "abc a\nc"))
print(re.findall(r"\w+", "café ü 42", re.ASCII), re.findall(r"\w+", "café ü 42"))
print(re.findall(r"\d+", "١٢٣ 456"), re.findall(r"\d+", "١٢٣ 456", re.A))
pv = re.compile(r"""
    (\d{3})   # area
    [-.\s]?   # separator
    (\d{4})   # number
""", re.VERBOSE)
mv = pv.search("call 555-1234 now")
if mv:
    print(mv.group(1), mv.group(2), mv.span())
print(re.findall(r"(\w)\1", "aabbcd ee"))
print(re.search(r"(?<=\$)\d+(\.\d\d)?", "cost: $42.50"))
print(re.fullmatch(r"[\w.+-]+@[\w-]+\.[\w.]+", "first.last+tag@sub-domain.example.com"))
re.purge()

for bad in ["(a", "a)", "*a", "a**", "[a-", "[z-a]", r"\q", "(?P<1>x)", "(?P=nope)", r"(?<=a+)b", "x{3,2}",
            r"\b?", r"(a\1)", r"\2(a)", "a{2}{3}", "(?i:^)*", r"[\w-z]", "(?P<a>x)(?P<a>y)", "(?z)", "a(?i)b"]:
    try:
        re.compile(bad)
        print("compiled", bad)
    except re.error as e:
        print(repr(bad), "->", e)
try:
    re.sub("a", r"\9", "a")
except re.error as e:
    print("sub:", e, e.msg, e.pos)
try:
    print(m3.group(5) if m3 else None)
except IndexError as e:
    print("IndexError:", e)

# groups() is a tuple with one element per group; unmatched groups are None (or the default).
date = re.compile(r"(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d))?")
for text in ["on 2024-03-15 at noon", "at 1999-12-31T23:59", "never"]:
    dm = date.search(text)
    if dm is not None:
        print(dm.groups(), dm.groups("00"), dm.group(1, 2, 3), dm.lastindex)
        y, mo, d, h, mi = dm.groups("0")
        print(int(y) * 10000 + int(mo) * 100 + int(d), h, mi)
    else:
        print("no date in", repr(text))
print(date.findall("2024-03-15, 1999-12-31T23:59"))
print([x.groups() for x in re.finditer(r"(\w)=(\d)", "a=1, b=2")])
print(re.sub(r"(\w)=(\d)", lambda x: x.group()[::-1].upper(), "a=1, b=2"))
print(re.subn("(?i)Ä", "ae", "Ärger, ärger"))


def first_word(s: str) -> str:
    wm = re.match(r"\s*(\w+)", s)
    if wm is None:
        return "?"
    w = wm.group(1)
    return w if w is not None else "?"


print(first_word("  hello there"), first_word("!"))


def find(p: re.Pattern, s: str) -> re.Match | None:
    return p.search(s)


m4: re.Match | None = find(re.compile(r"(\d)(\d)"), "ab12")
if m4:
    print(m4.groups(), m4.span(2))
m5 = find(re.compile(r"\s"), "a b")
print(m5)
print(re.match("a+", "a" * 80), re.match(".+", "é" * 60))
print(re.compile("x" * 250, re.I | re.X))
print(re.compile("a", re.U), re.compile("a", re.A), re.compile("(?i)a"), re.compile("(?sx)a"))

# Case-insensitive matching by Unicode's case mappings (and only ASCII letters with re.ASCII).
CHARS = "sSſkKKiIİıσΣςµΜμßẞåÅÅæÆǅǄǆϐβϑθ0١_ \u00a0\u2028\x1c"
for pat in ["s", "K", "i", "σ", "µ", "ß", "å", "ǆ", "β", "[a-z]", "[A-Z]", "[^a-z]", "[k-s]", "[σ]", "[α-ω]", r"\w", r"\d", r"\s", r"\W"]:
    for flags in [0, re.I, re.A, re.I | re.A]:
        cp = re.compile(pat, flags)
        print(repr(pat), int(flags), "".join([c for c in CHARS if cp.fullmatch(c)]))
print(re.match(r"(\w+) \1", "Straße STRASSE", re.I), re.match(r"(\w+) \1", "ǅx ǆX", re.I))

# Repeats of a body that matches one way only run in a loop, so long subjects do not recurse.
long = "ab" * 200000 + "c"
print(re.match(r"(?:a|b)*c", long), len(re.findall(r"(?:ab)+", long)), re.search(r"(?:ab){3}c", long))
print(re.fullmatch(r"(?:[ab]{2})*?c", long), re.match(r"(?:ab)*+c", long))

import typing
from re import Match, Pattern, compile


def pair(m: typing.Optional[Match]) -> str:
    if m is None:
        return "none"
    k, v = m.group("k", "v")
    return repr(k) + " " + repr(v)


kv: Pattern = compile(r"(?P<k>\w+)=(?P<v>\w*)")
print(pair(kv.match("a=1")), pair(kv.match("b=")), pair(kv.match("=")))
m6 = re.match(r"(ab)*(c)", "ab" * 100000 + "c")
if m6:
    print(m6.span(1), m6.span(2), m6.lastindex)
print(re.search(r"(\w)+=", "x" * 50000 + "y=1"), re.search(r"(?:(\d)\.)+", "1." * 50000 + "x"))
