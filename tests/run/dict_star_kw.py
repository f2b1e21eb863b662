# dict(**d) copies a dict with str keys; d.update(**d2) updates from one.
from collections import Counter, OrderedDict

base = {"b": 2, "a": 1, "c": 3}
copy = dict(**base)
copy["d"] = 4
print(copy, base, copy is base)
empty: dict[str, float] = {}
print(dict(**empty))
d = {"x": 1}
d.update(**base)
print(d)
d.update(**{"x": 10, "z": 26})
print(d)
counts = Counter("banana")
plain = dict(**counts)
print(plain)
od = OrderedDict([("k", [1]), ("j", [2])])
lists = dict(**od)
lists["k"].append(9)
print(lists, od["k"])


def merged(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    out = dict(**a)
    out.update(**b)
    return out


print(merged({"p": 1, "q": 2}, {"q": 20, "r": 30}))
