# `parts = s.split(sep)` into a list of the caller's (passes/splitinto.go): one-byte separators
# whose pieces fit the list's room in the frame, or not (more than 8 pieces), texts over 512
# and 1024 bytes, empty texts and pieces, non-ASCII text, longer separators, lists changed
# after the split, pieces kept while the collector runs, and the empty separator's ValueError.


def fields(s: str, sep: str) -> str:
    parts = s.split(sep)
    out = str(len(parts)) + ":"
    for p in parts:
        out += "[" + p + "]"
    return out


def sizes(s: str, sep: str) -> str:
    parts = s.split(sep)
    return str(len(parts)) + " " + str(sum([len(p) for p in parts])) + " " + parts[0][:5] + " " + parts[-1][-5:]


def changed(s: str) -> list[str]:
    parts = s.split(",")
    parts.append("end")
    parts.sort()
    parts.pop(0)
    parts.insert(0, "first")
    return parts[:]


def kept_pieces(n: int) -> str:
    kept: list[str] = []
    for i in range(n):
        line = "k" + str(i) + ",v" + str(i * 7) + "," + "x" * (i % 5)
        parts = line.split(",")
        if i % 1000 == 0:
            kept.append(parts[1])
    churn = 0
    for i in range(100000):
        churn += len(str(i) + "y")
    return str(churn) + " " + "|".join(kept)


def per_line(text: str) -> int:
    total = 0
    for line in text.split("\n"):
        parts = line.split(",")
        total += len(parts) * 100 + len(parts[-1])
    return total


def escaping(s: str) -> list[list[str]]:
    rows: list[list[str]] = []
    for line in s.split(";"):
        parts = line.split(",")
        rows.append(parts)
    return rows


print(fields("a,b,c", ","))
print(fields("", ","))
print(fields(",", ","))
print(fields(",,a,,", ","))
print(fields("1,2,3,4,5,6,7,8", ","))
print(fields("1,2,3,4,5,6,7,8,9", ","))
print(fields("a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t", ","))
print(fields("héllo,wörld,日本,x", ","))
print(fields("日本語テキスト", "本"))
print(fields("a::b::::c", "::"))
print(fields("no separator here", ","))
print(fields("tab\tseparated\tvalues", "\t"))
print(sizes("word," * 120 + "tail", ","))
print(sizes("a" * 600 + ",b,c", ","))
print(sizes("z" * 1100 + ",y", ","))
print(sizes(",".join([str(i) for i in range(400)]), ","))
print(sizes("é" * 300 + "|" + "ü" * 300, "|"))
print(changed("q,w,e"))
print(changed(""))
print(kept_pieces(5000))
print(per_line("\n".join([",".join(["f" + str(j) for j in range(i % 11)]) for i in range(2000)])))
print(escaping("a,b;c;d,e,f"))
print(fields("x", ""))
