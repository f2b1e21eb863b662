# Set walks go 64 slots at a time (a mask of the slots in use): tables of 8 to 32 slots (one
# padded block), the last slot of a table, blocks without any element, deleted slots beside
# used ones, iteration stopped early and resumed across blocks, and every operation that walks
# a table (copy, resize, union, intersection, difference, symmetric difference, subset tests,
# repr, frozenset hash), with CPython's order.


def walk(s: set[int]) -> list[int]:
    out: list[int] = []
    for x in s:
        out.append(x)
    return out


def main() -> None:
    for n in [0, 1, 4, 5, 7, 19, 31, 63, 64, 65, 200, 1000]:
        s = set(range(0, 3 * n, 3))
        print(n, len(s), walk(s)[:6], sum(s), repr(s)[:40])
    # the last slot of each table size, and keys that wrap around it
    for size in [8, 32, 64, 128, 1024]:
        s = {size - 1, 2 * size - 1, 0, size}
        print(size, s, walk(s))
    # sparse: one key per 1000 slots, so most blocks hold nothing
    sparse = {k * 1000 + 7 for k in range(300)}
    print(len(sparse), walk(sparse)[:5], walk(sparse)[-3:])
    # deleted slots beside used ones
    d = set(range(500))
    for k in range(0, 500, 2):
        d.discard(k)
    print(len(d), walk(d)[:5], sum(d))
    d.add(10000)
    d.add(2)
    print(walk(d)[:4], len(d))
    # the operations
    a = {k * 7 % 1009 for k in range(600)}
    b = {k * 11 % 1013 for k in range(700)}
    print(len(a | b), walk(a | b)[:8])
    print(len(a & b), walk(a & b)[:8])
    print(len(a - b), walk(a - b)[:8])
    print(len(a ^ b), walk(a ^ b)[:8])
    print(a <= b, (a & b) <= a, (a & b).issubset(b), a.isdisjoint(b), (a - b).isdisjoint(b))
    e = set(a)
    e |= b
    e &= a | b
    e -= a & b
    e ^= a - b
    print(len(e), walk(e)[:8])
    print(a.copy() == a, walk(a.copy())[:5])
    # iteration stopped early, then a fresh one
    it = 0
    for x in b:
        it += 1
        if x > 900:
            break
    print(it, walk(b)[it - 1])
    # negative keys and strs
    neg = {-k * 65 for k in range(100)}
    print(walk(neg)[:6], min(neg))
    words = {"w" + str(k) for k in range(80)}
    print(len(words), sorted(words)[:3], len(words & {"w1", "w79", "x"}))
    f = frozenset(range(70))
    g = frozenset(range(69, -1, -1))
    print(hash(f) == hash(g), f == g, len(f | {100}))
    # pop walks from its finger
    p = set(range(130))
    got = [p.pop() for _ in range(70)]
    print(got[:3], got[-3:], len(p), walk(p)[:3])
    p.clear()
    p.add(5)
    print(p, walk(p))


main()
