# len(s.split(...)) is counted without building the list (passes/lensplit.go): the count must
# equal the list's length for every kind of separator, maxsplit and text.
text = "a b  c\td\n e,f,,g"
print(len(text.split()), len(text.split(",")), len(text.split(",", 1)), len(text.split(None, 2)))
print(len("".split()), len("".split(",")), len("aaa".split("aa")), len("é x  ü\u3000y".split()))
print(len("a,b".split(",", 0)), len(",,,".split(",")), len("  ".split()), len("x".split(None, 0)))
print(len("abcabc".split("bc")), len("aaaa".split("aa")), len("é,é,é".split("é")), len("\n\n".split("\n")))
w = "x y z".split()
print(len(w))
total = 0
for line in ["one two", "", "three four five"]:
    total += len(line.split())
print(total)
for sep in [",", ", ", ""]:
    try:
        print(len("a, b,c".split(sep)))
    except ValueError as e:
        print("ValueError:", e)
