# Dicts: literals, insertion order, item access and assignment, in-place update, deletion,
# membership, iteration over keys, values and items, the methods, equality and printing.
from typing import Dict

d = {"one": 1, "two": 2, "three": 3}
print(d, len(d), d["two"], "two" in d, "four" in d, "four" not in d)
d["four"] = 4
d["one"] = 100
d["two"] += 20
print(d)
del d["three"]
print(d, len(d))
d["three"] = 3
print(d)
for k in d:
    print(k, d[k])
for k, v in d.items():
    print(k, "->", v)
print(d.keys(), d.values(), d.items())
print(len(d.keys()), "one" in d.keys(), ("one", 100) in d.items(), ("one", 1) in d.items())
print(d.get("one", -1), d.get("zero", -1), d.pop("four"), d.pop("four", -4), d)
print(d.setdefault("five", 5), d.setdefault("one", 0), d)
print(d.popitem(), d)
e = d.copy()
e["six"] = 6
print(d == e, d != e, e, d)
d.update(e)
print(d == e, d)
d.clear()
print(d, len(d), bool(d), bool(e))

# Empty literals take their types from later use, or from annotations.
counts = {}
for w in ["a", "b", "a", "c", "b", "a"]:
    counts[w] = counts.get(w, 0) + 1
print(counts)
tally: Dict[int, int] = {}
for i in range(20):
    r = i % 3
    if r in tally:
        tally[r] += 1
    else:
        tally[r] = 1
print(tally)
empty: dict[str, float] = {}
print(empty, len(empty))
made = dict()
made[(1, 2)] = "pair"
print(made, made[(1, 2)])

# Keys of many kinds; repeated keys keep their first position and take the last value.
print({1: "a", 2: "b", 1: "c"}, {0.5: 1, -0.0: 2, 0.0: 3}, {True: "t", False: "f"})
print({(1, "x"): [1, 2], (2, "y"): [3]}, {"nested": {"a": 1}})
print({i: i * i for i in range(6)}, {w: len(w) for w in ["x", "yy", "zzz"] if len(w) > 1})
print(dict({"a": 1}), dict([(1, 2.5), (3, 4.5)]), {1: 2} | {3: 4}, {"q": "it's"})

# Growth well past the first tables, with deletions in between.
big = {}
for i in range(1000):
    big[i * 7919 % 1000] = i
for i in range(0, 1000, 3):
    del big[i]
total = 0
for bk, bv in big.items():
    total += bk * bv
print(len(big), total, big[1], big[998])
first = 0
for bk in big:
    first = bk
    break
print(first)


class Key:
    def __init__(self, name: str):
        self.name = name

    def __eq__(self, other: "Key") -> bool:
        return self.name == other.name

    def __hash__(self) -> int:
        return len(self.name)

    def __repr__(self) -> str:
        return "Key(" + repr(self.name) + ")"


byKey = {Key("ab"): 1, Key("cd"): 2, Key("abc"): 3}
byKey[Key("ab")] = 10
print(byKey, byKey[Key("cd")], Key("ef") in byKey)
