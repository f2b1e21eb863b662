# defaultdict(f) with the factory a parameter: each call of the function has its own factory.
from collections import defaultdict


class Box:
    def __init__(self):
        self.items: list[int] = []

    def __repr__(self) -> str:
        return "Box(" + str(self.items) + ")"


def count(words, f):
    d = defaultdict(f)
    for w in words:
        d[w] += 1
    return d


def five():
    return 5


def group(pairs, f) -> defaultdict[int, str]:
    d: defaultdict[int, str] = defaultdict(f)
    for k, v in pairs:
        d[k] += v
    return d


def boxes(f):
    d = defaultdict(f)
    d["a"].items.append(1)
    d["b"]
    return d


words = ["a", "b", "a"]
print(count(words, int))
print(count(words, float))
print(count(words, lambda: 10)["zz"])
print(count(words, five)["b"])
g = lambda: 100
print(dict(count(words, g)))
print(group([(1, "x"), (2, "y"), (1, "z")], str))
print(group([(1, "x")], lambda: "<")[1])
print(boxes(Box))

lists = defaultdict(list)
lists[1].append(2)
ints = defaultdict(int)
ints["x"] += 3
fives = defaultdict(lambda: 5)
fives["y"] -= 1
print(lists, ints, fives["y"], fives["z"], len(fives))
