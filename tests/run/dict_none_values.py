# dict.fromkeys(keys) and setdefault(k) without a default: dicts of None values.
from typing import Optional

words = ["b", "a", "b", "c", "a"]
print(list(dict.fromkeys(words)))
d = dict.fromkeys(range(3))
print(d, len(d), 1 in d, 5 in d)
print(dict.fromkeys(""))
print(dict.fromkeys("héllo"))
print(dict.fromkeys((1.5, 2.5, 1.5)))

m = {}
print(m.setdefault("x"))
m.setdefault("y")
print(m.setdefault("x"))
print(m)
for k, v in m.items():
    print(k, v, v is None)

lit = {1: None, 2: None}
lit[3] = None
print(lit, lit[2], lit.get(9), lit.get(1))
print(lit.pop(1), lit.pop(7, None), lit)
print({k: None for k in "xyz"})
print(lit == {2: None, 3: None}, lit != {2: None})
print(lit.popitem(), lit)
print(list(lit.values()), list(lit.keys()))


class Node:
    def __init__(self, name: str):
        self.name = name


nodes: dict[str, Node] = {}
n = nodes.setdefault("a")
print(n is None, list(nodes), nodes["a"] is None)
nodes.setdefault("b", Node("bee"))
print(nodes.setdefault("b").name)

groups: dict[str, list[int]] = {}
groups.setdefault("odd", []).append(1)
groups.setdefault("odd", []).append(3)
print(groups, groups.get("even", []))

opt: dict[str, Optional[int]] = {}
opt["a"] = 1
print(opt.get("b"), opt.get("a"), opt.setdefault("c"), opt.setdefault("a"), opt)

try:
    print(lit[42])
except KeyError as e:
    print("KeyError", e)
print(dict.fromkeys(["a", "b"])["c"])
