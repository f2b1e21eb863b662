# passes: canonicalize dictincr deadcode
def count(words: list[str]) -> dict[str, int]:
    d: dict[str, int] = {}
    for w in words:
        d[w] = d.get(w, 0) + 1  # one lookup: d._incr(w, 1, 0)
    for w in words:
        d[w] += 2  # one lookup: d._iadd_item(w, 2)
    return d


def near_miss(words: list[str], other: str) -> dict[str, int]:
    d: dict[str, int] = {}
    for w in words:
        d[w] = d.get(other, 0) + 1  # a different key: not rewritten
        d[w] = d.get(w, 0) * 2  # not an addition: not rewritten
    return d


def weights(words: list[str]) -> dict[str, float]:
    d: dict[str, float] = {}
    for w in words:
        d[w] = d.get(w, 0.5) + 0.25
    return d


print(count(["a", "b", "a"]), near_miss(["a"], "b"), weights(["x", "x"]))


def tally(words: list[str], other: str) -> dict[str, int]:
    d: dict[str, int] = {}
    for w in words:
        if w in d:  # one lookup: d._add_or_set(w, 1, 1)
            d[w] += 1
        else:
            d[w] = 1
    for w in words:
        if w in d:  # a different key in the else branch: not rewritten
            d[w] += 1
        else:
            d[other] = 1
    for w in words:
        if w in d:  # two statements in a branch: not rewritten
            d[w] += 1
            print(w)
        else:
            d[w] = 0
    return d


print(tally(["a", "b", "a"], "z"))
