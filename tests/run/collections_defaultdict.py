from collections import defaultdict


class Tally:
    def __init__(self):
        self.n = 0

    def __repr__(self) -> str:
        return "Tally(" + str(self.n) + ")"


words = "the cat and the hat and the bat".split()
counts = defaultdict(int)
for w in words:
    counts[w] += 1
print(counts)
print(counts["the"], counts["zebra"], len(counts))
print("dog" in counts, len(counts), counts.get("dog", -1), len(counts))

groups = defaultdict(list)
for w in words:
    groups[len(w)].append(w)
print(groups)
for k, v in groups.items():
    print(k, v)

letters = defaultdict(set)
for w in words:
    letters[w[0]].add(w)
print(sorted(letters.keys()), len(letters["t"]))

names = defaultdict(str)
names[1] += "a"
names[1] += "b"
names[2]
print(names)

totals = defaultdict(float)
totals["x"] += 1.5
print(totals)

ones = defaultdict(lambda: 1)
ones["a"] *= 5
print(ones["a"], ones["b"], ones == {"a": 5, "b": 1})

tallies = defaultdict(Tally)
tallies["a"].n += 2
tallies["b"].n += 1
print(tallies)

nested = defaultdict(dict)
nested["a"]["x"] = 1
nested["b"]["y"] = 2
print(nested)

print(isinstance(counts, dict), isinstance(counts, defaultdict))
for word in counts:
    print(word, end=" ")
print()
print(list(counts.keys()), list(counts.values()))
del counts["the"]
print(counts, counts.pop("cat"), counts)
c2 = counts.copy()
c2["new"] += 1
print(c2, counts)
print(counts == {"and": 2, "hat": 1, "bat": 1})


def build(xs: list[str]) -> defaultdict[str, list[int]]:
    d = defaultdict(list)
    for i in range(len(xs)):
        d[xs[i]].append(i)
    return d


print(build(["a", "b", "a"]))

lens = defaultdict(list)
for w in "a bb cc ddd e".split():
    lens[len(w)].append(w)
print(lens, sorted(lens), lens.get(7), len(lens))
boxes = defaultdict(lambda: [])
boxes["a"].append(1.5)
boxes["b"]
print(boxes["a"], boxes["b"], len(boxes))


def seven() -> int:
    return 7


sevens = defaultdict(seven)
sevens["q"] += 1
print(dict(sevens), sevens["r"], len(sevens))
ann: defaultdict[str, set[int]] = defaultdict(set)
ann["z"].add(3)
print(ann, dict(ann), ann.setdefault("w", {9}), ann.pop("z"), ann)
