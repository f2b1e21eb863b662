import collections


def index(words: list[str]) -> None:
    pos = collections.defaultdict(list)
    seen = collections.Counter()
    for i, w in enumerate(words):
        pos[w].append(i)
        seen[w] += 1
    print(pos)
    print(seen, seen.most_common(1))


def window(xs: list[int], n: int) -> list[int]:
    q = collections.deque(maxlen=n)
    out = []
    for x in xs:
        q.append(x)
        out.append(sum(q))
    return out


index("a rose is a rose is a rose".split())
print(window([1, 2, 3, 4, 5], 2))
od = collections.OrderedDict([("z", 0), ("y", 1)])
od.move_to_end("z")
print(od, list(od))
