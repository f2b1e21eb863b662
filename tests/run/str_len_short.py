# len() of non-ASCII strs of every byte length up to 40 (those up to 16 bytes are counted
# inline, in one or two 8-byte loads): 2-, 3- and 4-byte sequences at the start, the end and
# across the 8-byte boundary, slices, concatenations and the pieces of a split.

pieces = ["é", "ab", "€", "x", "😀", "ñç", "z", "中文"]
total = 0
for start in range(len(pieces)):
    s = ""
    for k in range(24):
        s += pieces[(start + k * 3) % len(pieces)]
        n = len(s)
        total += n
        if k < 6 or k % 5 == 0:
            print(start, k, len(s.encode()), n, s)
print(total)
for w in ["é", "éé", "aé", "éa", "1234567é", "é1234567", "123456é", "12345678é", "€€€€€€", "😀😀😀😀", "a😀😀😀😀"]:
    print(len(w), len(w.encode()), len(w + "x"), len("x" + w), len(w[1:]), len(w[:-1]))
line = "ça va, été; 中文 et 😀 x" * 3
for part in line.split():
    print(len(part), part)
for i in range(len(line) + 1):
    total += len(line[:i]) * 3 + len(line[i:])
print(total)
