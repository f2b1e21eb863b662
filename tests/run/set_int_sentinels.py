# set[int] marks its free and deleted slots with two key values (-9187201950435737472, all
# bytes 0x80, and -9187201950435737471); a set holding either of them keeps a state per slot
# instead. Both values as members, looked up while absent, deleted, re-added, copied, merged
# into sets with and without them, intersected, subtracted, popped and iterated, in CPython's
# order; and sets emptied by deletions that leave only marked slots.

E = -9187201950435737472
G = -9187201950435737471


def main() -> None:
    s: set[int] = set()
    print(E in s, G in s, len(s))
    for k in range(20):
        s.add(k * 5)
    print(E in s, G in s, list(s))
    s.add(E)
    print(E in s, G in s, len(s), list(s))
    s.add(G)
    print(E in s, G in s, len(s), list(s))
    for k in range(0, 100, 10):
        s.discard(k)
    print(E in s, G in s, 0 in s, 5 in s, list(s))
    s.discard(E)
    print(E in s, G in s, list(s))
    s.add(E)
    s.remove(G)
    print(E in s, G in s, list(s))
    t = {1, 2, 3, G, 4}
    print(list(t), G in t, E in t)
    u = t | s
    print(list(u), len(u), E in u, G in u)
    v = s | {7, 8, 9}
    print(list(v), E in v)
    w = {7, 8, 9} | s
    print(list(w), E in w)
    c = s.copy()
    c2 = set(t)
    print(list(c), list(c2), c == s, c2 == t)
    big = {k for k in range(200)}
    big.add(G)
    big.add(E)
    print(len(big), list(big)[:5], list(big)[-5:])
    print(list(big & {E, G, 1, 2, 500}), list({E, 3} & big), list(big - {k for k in range(3, 200)}))
    print(list({E, G, 1} ^ {G, 2}), {E, 1} <= big, {E, 999} <= big, big.isdisjoint({E}))
    plain = {k * 3 for k in range(60)}
    for k in range(0, 180, 6):
        plain.discard(k)
    print(E in plain, G in plain, len(plain), list(plain))
    plain.add(G)
    print(list(plain))
    p = {E, G, 5}
    got: list[int] = []
    while p:
        got.append(p.pop())
    print(got, len(p))
    q = {E}
    q.clear()
    print(list(q), E in q)
    q.add(3)
    q.add(E)
    print(list(q))
    f = frozenset([E, G, 1])
    print(f, hash(f) == hash(frozenset([1, G, E])))
    r: set[int] = set()
    for k in range(50):
        r.add(k)
    for k in range(50):
        r.discard(k)
    print(list(r), len(r), E in r, G in r)
    r.add(E)
    print(list(r))
    try:
        s.remove(G)
    except KeyError as e:
        print("KeyError", e)


main()
