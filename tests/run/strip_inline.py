# strip() of ASCII strs inline (str._strip_ascii), other strips out of line (str._strip):
# nothing to strip, everything, one character left, short strs (views) and long ones (copies
# or tails), every ASCII space, non-ASCII text and chars arguments.

spaces = [" ", "\t", "\n", "\x0b", "\x0c", "\r", "\x1c", "\x1d", "\x1e", "\x1f"]
cores = ["", "a", "ab", "a b", "x" * 511, "y" * 512, "z" * 600, "é", "aé b", "\x85", "\xa0a\xa0", "\u3000b\u3000"]
for core in cores:
    for left in ["", " ", "\t\n", " " * 300, "\x1f\x1c"]:
        for right in ["", " ", "\r\x0b", " " * 700]:
            s = left + core + right
            r = s.strip()
            print(len(s), len(r), r[:5], r[-5:], len(s.lstrip()), len(s.rstrip()), len(s.strip("x ")))
for sp in spaces:
    print(repr((sp + "w" + sp).strip()), repr((sp * 3).strip()), repr(("w" + sp).strip(sp)))
parts = " alpha0 , theta0 ,epsilon0,  ,x".split(",")
clean: list[str] = []
for p in parts:
    clean.append(p.strip())
print(clean, "|".join(clean))
long_line = ("  " + "q" * 520 + "  ")
t = long_line.strip()
print(len(t), t == "q" * 520, t[:3])
tail = (" " * 10 + "r" * 1000)
print(len(tail.strip()), tail.strip() == "r" * 1000)
print(repr("".strip()), repr(" ".strip()), repr("  a  ".strip()), repr("  ab  ".strip()))
print(repr(" x ".strip(None)), repr("xyx".strip("x")), repr("ééaéé".strip("é")))
