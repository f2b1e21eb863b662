# int(s), int(s, base) and float(s) of strs: CPython's syntax (signs, underscores, prefixes,
# whitespace, inf and nan) and its ValueError messages.
bad_ints = ["", " ", "abc", "1_", "_1", "1__0", "0x", "12a", "1.5", "--1", "08"]
for s in bad_ints:
    try:
        print(int(s))
    except ValueError as e:
        print("ValueError:", e)
for s, b in [("08", 0), ("12", 1), ("g", 16), ("0b2", 0)]:
    try:
        print(int(s, b))
    except ValueError as e:
        print("ValueError:", e)
for s in ["", "abc", "1e", "e5", "1..2", "0x10", "1_", "_1", "1__2", "in f", "nan1", "."]:
    try:
        print(float(s))
    except ValueError as e:
        print("ValueError:", e)
for s in ["42", "  -17\n", "+0", "1_000_000", "0", "00", "-9223372036854775808", "9223372036854775807"]:
    print(repr(s), int(s))
for s, b in [("ff", 16), ("0xff", 16), ("0x_ff", 0), ("0o17", 0), ("0b101", 0), ("z", 36), ("101", 2), ("-7f", 16), ("10", 0)]:
    print(repr(s), b, int(s, b))
for s in ["3.14", " -2.5e3 ", "1_000.5", ".5", "5.", "inf", "-Infinity", "nan", "1e-7", "+1E5", "0.1"]:
    print(repr(s), float(s))
