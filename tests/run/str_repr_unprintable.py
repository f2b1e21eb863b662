# repr of strs holding code points that are not printable: CPython writes \xNN, \uXXXX or
# \UXXXXXXXX for them and copies the printable ones.
samples = [
    "\u3000", "\u2028", "\u2029", "\u200b", "\ufeff", "a\u3000b", "\u00a0\u00ad",
    "\U000e0001", "\U0010fffd", "\ud7ff", "\ue000", "\U0001f600", "é\u2028é",
    "\u0378", "\u0600", "\u061c", "tab\there", "'\u3000\"", "\x7f\x80\x9f",
    "日本語", "\u1680", "\u202f", "\u205f", "\u2066", "µ·¿", "\xa1\xac\xae\xff", "\u0100\u07ff",
]
for s in samples:
    print(repr(s), len(repr(s)))
print([("\u3000", 1)], {"\u2028": "x"})
