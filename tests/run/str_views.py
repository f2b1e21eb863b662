# Split pieces and strip results of short strs share the bytes of the str they come from
# (views without a NUL of their own): every consumer must stop at their length.
import os
import re

line = "12,3.5,  spam  ,a\r\nb,é,x y,,0x1f,-7"
parts = line.split(",")
print(parts)
print(int(parts[0]) + 1, float(parts[1]) * 2, parts[2].strip(), parts[3].splitlines())
print(int(parts[7], 16), int(parts[8]), repr(parts[6]), len(parts[4]), parts[4].upper())
print(parts[5].split(), parts[2].strip().upper(), parts[2].lstrip(), parts[2].rstrip() + "|")
d: dict[str, int] = {}
for p in parts:
    d[p.strip()] = len(p)
print(d, "spam" in d, d["spam"], hash(parts[0]) == hash("12"), parts[0] == "12")
print(sorted(p.strip() for p in parts), max(parts), min(parts))
print("|".join(parts), parts[0] + parts[1], f"{parts[2]!r:>12}|{parts[0]:>5}|")
print(parts[2].strip().encode(), parts[4].encode("utf-8"), parts[0].isdigit(), parts[1].isdigit())
print(parts[2].find("am"), parts[2].strip().find("am"), parts[2].strip()[1:3], parts[2].strip()[::-1])
print(re.findall(r"\w+", parts[2]), re.match(r"\d+", parts[0]) is not None)
print([w.strip() for w in "  a , bb ,ccc  ".split(",")], "k=v;x=y".split(";")[1].split("="))
words = "The quick  brown fox".split(" ")
print(words, [w.lower() for w in words], {w: i for i, w in enumerate(words)})
name = "tmp_views_test.txt,rest".split(",")[0]
with open(name, "w") as f:
    f.write(parts[2].strip() + "\n")
print(os.path.exists(name), open(name).read().strip(), os.path.splitext(name))
os.remove(name)
print(os.environ.get("HOME,x".split(",")[0], "") != "", "PATH" in os.environ)
print(" padded ".strip().center(12, "*"), "  x".strip().zfill(4), "a-b".split("-")[0] * 3)
print(" 42 ".strip().rjust(5), "%s|%5s|%-5s|" % (parts[0], parts[8], parts[2].strip()))
s = "  tail  "
t = s.strip()
print(t, len(t), t + "!", t.replace("a", "A"), t.count("a"), t.startswith("ta"), t.endswith("il"))
print(str(float("1.5,2".split(",")[0])), bool(parts[6]), parts[6] == "", [c for c in parts[2].strip()])
try:
    int(parts[2])
except ValueError as e:
    print(e)
try:
    float(parts[3])
except ValueError as e:
    print(e)
# The other split paths: several-byte separators, maxsplit, rsplit, whitespace, splitlines,
# non-ASCII text; their pieces used as numbers, keys and texts again.
for piece in "10, 20, 30 , 4e1".split(", "):
    print(repr(piece), float(piece), piece.split(","), piece.strip().isdigit())
print("k1=v1;k2=v2;k3".split(";", 1), "a/b/c/d".rsplit("/", 2), "  x  y z ".split(None, 1))
print(" é  ü\u3000ß ".split(), "é\tü x".rsplit(None, 1), "one\ntwo\r\nthree\rfour".splitlines())
print("one\ntwo\r\n".splitlines(True), [len(s) for s in "ab\r\ncd\n".splitlines()])
nums = "3 1 2 10".split()
print(sorted(nums), sorted(nums, key=int), sum(int(x) for x in nums), {n: n * 2 for n in nums})
cells = "x\r\n".split("\n")
print(cells, cells[0].splitlines(), [c.strip() for c in cells], "\r" in cells[0])
tail = "ab\rcd".split("c")[0]
print(tail.splitlines(), tail.rstrip("\r"), tail == "ab\r", tail.endswith("\r"))

# Slices of strs up to 512 bytes are views too.
s = "hello, world: é and more text here"
print(s[0:5], s[7:12], s[-4:], s[:0], s[3:3], s[14:15], s[14:16], s[::2], s[::-1][:5])
for i in range(len(s)):
    t = s[i:i + 3]
    print(t, len(t), t.upper(), t == s[i:i + 3], hash(t) == hash(s[i:i + 3]), end=";")
print()
head, sep, tail = "key=value=x".partition("=")
print(head, sep, tail, "key=value".rpartition("=")[0], "prefix_name".removeprefix("prefix_"), "file.txt".removesuffix(".txt"))
print(int("12345"[1:3]) + 1, float("3.25x"[:4]), "a\r\nb"[:2].splitlines(), "ab"[:1] < "ab"[1:])
d = {}
for w in "the cat the hat".split():
    d[w[:2]] = d.get(w[:2], 0) + 1
print(d, sorted(d), "ca" in d)
