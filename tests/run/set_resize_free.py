# A set's resize hands its old arrays back to the allocator at once: sets grown through many
# resizes while other sets and strs are allocated, sets of strs, in-place operators that take
# a temporary's table, frozensets built from temporaries, and a set changed while iterated
# (the size changes: RuntimeError; an add and a discard: the walk goes on over the new table).


def main() -> None:
    sets: list[set[int]] = []
    for r in range(6):
        s: set[int] = set()
        for k in range(3000 * (r + 1)):
            s.add((k * 7919 + r) % 100003)
            if k % 500 == 0:
                sets.append({k, k + 1, k + 2})
        sets.append(s)
    print(len(sets), [len(x) for x in sets[-3:]], sum(sets[-1]) % 1000003, sum(len(x) for x in sets))
    words: set[str] = set()
    for k in range(5000):
        words.add("w" + str(k * 31 % 7001))
    print(len(words), sorted(words)[:3], "w0" in words, "w7000" in words)
    a = set(range(0, 20000, 3))
    b = set(range(0, 20000, 5))
    a &= b
    a |= set(range(100))
    a -= set(range(0, 50, 2))
    a ^= {1, 2, 3, 100000}
    print(len(a), sorted(a)[:8], max(a))
    f = frozenset(range(40)) | frozenset(range(30, 90))
    g = frozenset(range(1000)) & frozenset(range(500, 3000))
    print(len(f), len(g), min(g), max(g), hash(f) == hash(frozenset(range(90))))
    s = set(range(10))
    try:
        for x in s:
            s.add(x + 100)
    except RuntimeError as e:
        print("RuntimeError:", e)
    print(len(s))
    t = set(range(5))
    seen = 0
    for x in t:
        seen += 1
        if x == 2:
            t.add(1000)
            t.discard(0)
    print(seen, sorted(t))
    big = set(range(50))
    total = 0
    for x in big:
        total += x
        if x == 10:
            for k in range(200):
                big.add(k + 500)
            break
    print(total, len(big))


main()
