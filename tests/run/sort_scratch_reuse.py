# Sorts of large lists of strs and ints, one after the other with allocation in between: the
# sorts' scratch arrays are not scanned by the collector and are handed back when a sort is
# done, so the items must all survive collections and reuse of that memory (sorted, then
# rebuilt and compared), with and without key= and reverse=, on random, sorted and reversed
# input.


def make(n: int, seed: int) -> list[str]:
    out: list[str] = []
    state = seed
    syl = ["ka", "lo", "é", "mi", "ne", "中", "ru"]
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        k = 1 + state % 7
        w = ""
        x = state >> 3
        for _ in range(k):
            w += syl[x % 7]
            x //= 7
        out.append(w)
    return out


def digest(xs: list[str]) -> int:
    h = 0
    for x in xs:
        for ch in x:
            h = (h * 131 + ord(ch)) % 1000000007
    return h


def ordered(xs: list[str]) -> bool:
    for i in range(1, len(xs)):
        if xs[i] < xs[i - 1]:
            return False
    return True


def last(x: int) -> int:
    return x % 100


for rnd in range(4):
    words = make(6000 + rnd * 3000, 11 + rnd)
    before = sorted(digest([w]) for w in words)
    ys = words[:]
    ys.sort()
    junk = [str(i) * 3 for i in range(20000)]  # allocation after the sort
    print(rnd, len(ys), ordered(ys), ys[0], ys[-1], digest(ys), len(junk))
    print(sorted(digest([w]) for w in ys) == before)
    zs = sorted(ys, reverse=True)
    print(zs[0], zs[-1], digest(zs), sorted(zs) == ys)
    ls = sorted(words, key=len)
    print(len(ls[0]), len(ls[-1]), digest(ls))
    rs = sorted(words, key=len, reverse=True)
    print(len(rs[0]), len(rs[-1]), digest(rs))
    ys.sort()
    print(digest(ys))
    nums = [(i * 7919 + rnd) % 100003 - 50000 for i in range(30000)]
    ns = sorted(nums)
    more = [[i] for i in range(5000)]
    print(ns[0], ns[-1], sum(ns[::97]), len(more))
    ks = sorted(nums, key=last)
    print(ks[:5], ks[-5:])
    ws = sorted(words, key=lambda w: len(w) * 10 + (1 if "é" in w else 0), reverse=True)
    print(ws[:3], ws[-3:], digest(ws))

# Strs over a wide alphabet (many buckets of one item at each level of the radix sort, at
# both parities of the levels) and many long strs sharing their first 8 or 16 bytes.
alphabet = [chr(c) for c in range(33, 127)] + ["é", "ß", "中", "😀", "\x00"]
state = 5
wide: list[str] = []
for i in range(20000):
    state = (state * 1103515245 + 12345) % 2147483648
    k = (state >> 4) % 21
    w = "prefix--" * (i % 3) if i % 5 == 0 else ""
    x = state >> 8
    for _ in range(k):
        w += alphabet[x % len(alphabet)]
        x //= len(alphabet)
        if x == 0:
            x = state >> 20
    wide.append(w)
for m in [17, 100, 257, 5000, 20000]:
    part = wide[:m]
    sp = sorted(part)
    print(m, ordered(sp), digest(sp), digest(sorted(part, reverse=True)), sp[:2], sp[-1])
