# str.isprintable() over Unicode: separators other than the space, controls, format and
# unassigned code points are not printable. (Kiln's Unicode tables are 15.0, CPython 3.11's
# 14.0: the counts stop below U+0C00, where they agree.)
samples = ["", "abc", "a b", "tab\there", "new\nline", "\x7f", "\xa0", "\xad", "é ü ß",
           "日本語", "\u2028", "\u200b", "\ufeff", "\U0001f600", "\ue000", "\U000e0001", "\u0378",
           "\u3000", "\u00b7", "~!@#$%^&*()"]
for s in samples:
    print(ascii(s), s.isprintable())
print(sum(1 for i in range(0xc00) if chr(i).isprintable()))
print([i for i in range(0x100) if not chr(i).isprintable()][-40:])
