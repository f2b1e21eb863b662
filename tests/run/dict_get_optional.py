# d.get(k) without a default returns None for a missing key, whatever the value type.
from collections import Counter, defaultdict

d = {"a": 1, "b": 0}
x = d.get("a")
print(x)
y = d.get("z")
print(y, y is None, y == None)
if y is None:
    print("missing")
for k in ["a", "b", "z"]:
    v = d.get(k)
    if v:
        print(k, "truthy", v + 1)
    elif v is None:
        print(k, "none")
    else:
        print(k, "falsy", v)
    if v is not None:
        print("value", v * 10)
    print(repr(v), str(v), f"{v}", v == 1, v != 0)
names = {1: "one", 2: ""}
print(names.get(1), names.get(2), names.get(3))
print([names.get(i) for i in range(4)])
w = names.get(3)
print(w or "default", names.get(1) or "default")
prices = {"tea": 2.5}
print(prices.get("tea"), prices.get("coffee"))
flags = {"on": True}
print(flags.get("on"), flags.get("off"))
pairs = {"p": (1, "x")}
print(pairs.get("p"), pairs.get("q"))


class P:
    def __repr__(self):
        return "P()"


objs = {"p": P()}
print(objs.get("p"), objs.get("q"))
print(d.get("a", 5), d.get("q", 7))
counts = Counter("hello")
print(counts.get("l"), counts.get("z"))
dd = defaultdict(list)
dd["k"].append(1)
print(dd.get("k"), dd.get("m"), len(dd))


def lookup(table: dict[str, int], key: str) -> int:
    found = table.get(key)
    if found is None:
        return -1
    return found


print(lookup(d, "a"), lookup(d, "nope"))
tally: dict[str, int] = {}
for word in "a b a c a".split():
    tally[word] = tally.get(word, 0) + 1
print(tally)
print(d.get("a" if len(d) > 5 else "zz"))
counted = {"x": 3}
print(counted.get("x") or 0, counted.get("y") or 0, counted.get("y") or counted.get("x") or -1)
total = 0
for key in ["x", "y", "x"]:
    total += counted.get(key) or 0
print(total)
