# The re module against CPython: many patterns x subjects through search, match, fullmatch,
# findall, sub and split, with spans in code points (Unicode subjects) and the flags.
import re

PATTERNS = [
    r"a", r"ab*", r"a*?b", r"(a)(b)?", r"(a|ab)(c|bcd)(d*)", r"x*", r"^a", r"a$", r"\bfoo\b",
    r"\Bo", r"[a-c]+", r"[^a-c]+", r"\d+", r"\w+", r"\s+", r"\W", r"\D\S", r"(\w+)\s(\w+)",
    r"(?P<x>a+)(?P=x)", r"(a)\1", r"(?=a)\w", r"(?!a)\w", r"(?<=a)b", r"(?<!a)b", r"a{2}",
    r"a{2,}", r"a{,2}", r"a{1,3}?", r"(ab)+", r"(ab)*?c", r"(a*)*", r"(a*)+b", r"(a|b)*c",
    r"(?:a|b)+?", r".", r".+", r"\Aab", r"ab\Z", r"[\d\s]+", r"[\w-]+", r"(?>a+)b", r"a++b",
    r"a*+", r"(a)?(?(1)b|c)", r"é+", r"[à-ÿ]+", r"ß", r"\u00e9", r"[\]]", r"[]a]", r"a.c",
    r"((a)|b)+", r"(a+|b+)*c", r"(?:(a)|b)*", r"\$", r"$", r"^", r"\b", r"a|", r"|a", r"(a|)+",
    r"(a?)+?b", r"(?i:a)b", r"a(?i:b)", r"[a\-z]", r"\x41", r"\101", r"a{x", r"{", r"x{1,2}y",
    r"(?#c)a", r"(a)|(b)", r"(?P<first>\w)(?P<rest>\w*)", r"\d\d?:\d\d", r"(\d+)-(\d+)", r"[.]",
    r"\s*,\s*", r"(?<=\d{2})x", r"(a)(?:b(c))?", r"(?:x|(y))+", r"(?:(a)|(b))+", r"[^\W\d]+",
    r"\w+(?=,)", r"(?<=-)\w+", r"caf[eé]", r"[Α-Ω]+", r"\d", r"(?x) a  b # comment",
    r"(?!(.a))a", r"(^|\b\w)++", r"(?:)*", r"(?:^x\w)+", r"(?:b*)??", r"(?=(a))?\w", r"(?>(a)|ab)c",
]

SUBJECTS = [
    "", "a", "ab", "abc", "aab", "aaab", "abcd", "ab ab", "foo bar", "xfoox foo", "AbC abc",
    "bca", "12 34", "a\nb\nc\n", "ab\n", "abab c", "é café ÉTÉ", "straße STRASSE", "x1y22z",
    "ab, cd ,ef", "10:30 9:45", "xxaxbxc", "12x 3x 45x", "yxyy", "b a ba", "ΑΒΓ αβγ ٣٤",
    "a-b,c-d,", "naïve café",
]

FLAGS = [0, re.IGNORECASE, re.MULTILINE, re.DOTALL, re.ASCII, re.I | re.M]


def show(m: re.Match | None) -> str:
    if m is None:
        return "-"
    parts = [str(m.start()) + "-" + str(m.end())]
    for g in range(1, m.re.groups + 1):
        parts.append(str(m.start(g)) + "-" + str(m.end(g)) + repr(m.group(g)))
    parts.append(str(m.lastindex))
    return " ".join(parts)


for pat in PATTERNS:
    for flags in FLAGS:
        p = re.compile(pat, flags)
        print(repr(pat), int(flags), p.groups)
        for s in SUBJECTS:
            line = repr(s) + ": " + show(p.search(s)) + " | " + show(p.match(s)) + " | " + show(p.fullmatch(s))
            line += " | " + repr(p.sub("<\\g<0>>", s))
            print(line)

# findall, split and groups() type their results by the number of groups, which the checker
# counts in a constant pattern.
for s in SUBJECTS:
    print(repr(s))
    print(re.findall(r"\w+", s), re.findall(r"(\w)\w", s), re.findall(r"(\w)(\w)?", s))
    print(re.findall(r"(a)|(b)|(\d+)", s), re.findall(r"(?i)(?P<v>[aeiouéï])(\w)", s))
    print(re.findall(r"x*", s), re.findall(r"(?:a|b)(c)?", s), re.findall(r"[^\W\d_]+", s, re.A))
    print(re.split(r"\s+", s), re.split(r"(\s)", s), re.split(r"(,)|(-)", s), re.split(r"\b", s, 2))
    print(re.split(r"", s), re.split(r"(?m)^", s), re.split(r"[a-c]", s, maxsplit=1))
    p1 = re.compile(r"(\w)(\w)(\w)?")
    print(p1.findall(s), p1.split(s, 1))
    m = p1.search(s)
    if m:
        print(m.groups(), m.groups("-"), m.groups(default="?"))
    m2 = re.match(r"(?P<a>\w)(?:(?P<b>\d)|(?P<c>\D))", s)
    if m2 is not None:
        print(m2.groups(), m2.groupdict(), m2.lastgroup, m2.lastindex)
