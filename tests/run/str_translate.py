# str.maketrans (two strs, three, or a dict) and str.translate with CPython's results and errors.
t = str.maketrans("abc", "xyz")
print(t, "aabbcc-d".translate(t))
t2 = str.maketrans("ab", "AB", "c")
print(t2, "abcabc".translate(t2))
t3 = str.maketrans({"a": "1", "b": "22"})
print(t3, "abc".translate(t3))
m: dict[int, str | None] = {}
m[97] = None
m[98] = "B"
m[99] = "c"
t4 = str.maketrans(m)
print(t4, "abcd".translate(t4))
print("hello".translate({104: 72, 111: 48}))
print("hello".translate({ord("l"): "L"}))
print("héllo wörld".translate(str.maketrans("éö", "eo")), "".translate(t))
print(str.maketrans("", ""), "abc".translate(str.maketrans("", "")))
t5 = str.maketrans({"a": 66})
print(t5, "aXa".translate(t5))
try:
    str.maketrans("ab", "x")
except ValueError as e:
    print("ValueError:", e)
try:
    str.maketrans("ab", "x", "c")
except ValueError as e:
    print("ValueError:", e)
try:
    str.maketrans({"ab": "x"})
except ValueError as e:
    print("ValueError:", e)
big = {97: 0x110000}
try:
    "abc".translate(big)
except ValueError as e:
    print("ValueError:", e)
print("bcd".translate(big))
print("a-b_c".translate(str.maketrans("-_", "  ", "c")))
neg = {98: -1}
"abc".translate(neg)
