d = dict.fromkeys(["a", "b", "a"], 0)
print(d)
d["c"] = 5
print(d, len(d))
e = dict.fromkeys("hello", "")
print(e, list(e))
v = dict.fromkeys(range(3), [1])
v[0].append(2)
print(v)
none: list[str] = []
print(dict.fromkeys(none, 1.5), dict.fromkeys("", 1))
print(dict.fromkeys({(1, 2): "x", (3,) + (4,): "y"}, True))
n = dict.fromkeys((x * 2 for x in range(4)), -1)
print(n, n[2])
print(dict.fromkeys({3, 1, 2}, 0.5), dict.fromkeys(d, "k"), dict.fromkeys(d.values(), 1))
counts = dict.fromkeys("abc", 0)
for ch in "abacab":
    counts[ch] += 1
print(counts)
