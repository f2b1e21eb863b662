# Set operations' fast paths against CPython's orders: int sets compared by key only (deleted
# slots, -1 and -2 sharing a hash, ints whose hash wraps), intersections and differences built
# without re-probing, copies of whole tables, str sets with removed entries.


def show(label: str, s: set[int]) -> None:
    print(label, len(s), list(s))


def main() -> None:
    a: set[int] = set()
    for k in range(40):
        a.add(k * 7 % 53)
    for k in range(0, 40, 3):
        a.discard(k * 7 % 53)
    show("a", a)
    # Deleted slots keep their old key: a removed int must not be found again.
    print(0 in a, 7 in a, 14 in a, 21 in a)
    a.add(0)
    show("a+0", a)
    b = {-1, -2, 2305843009213693951, 0, 2305843009213693952, 1, -2305843009213693951}
    show("b", b)
    b.discard(-1)
    print(-1 in b, -2 in b, 2305843009213693951 in b, 0 in b)
    b.add(-1)
    show("b2", b)
    c = set(a)
    show("copy", c)
    show("and", a & b)
    show("and2", b & a)
    show("sub", a - b)
    show("sub2", a - {0})
    show("or", a | b)
    show("xor", a ^ b)
    e: set[int] = set()
    for k in range(1000):
        e.add(k * 31 % 4093)
    f: set[int] = set()
    for k in range(900):
        f.add(k * 17 % 4093)
    for k in range(0, 1000, 2):
        e.discard(k * 31 % 4093)
    show("e&f", e & f)
    show("f&e", f & e)
    show("e-f", e - f)
    show("f-e", f - e)
    g = e.copy()
    g |= f
    show("g", g)
    print(e <= g, f <= g, g <= e, e.isdisjoint(f), len(e ^ f))
    z: set[int] = set()
    show("empty&", e & z)
    show("empty-", z - e)
    fz = frozenset([3, 1, 2, 1000, -5])
    print(fz, fz & {1, 2, 99}, fz - {1})
    words: set[str] = set()
    for k in range(60):
        words.add("w" + str(k))
    for k in range(0, 60, 4):
        words.remove("w" + str(k))
    print(len(words), "w0" in words, "w1" in words, "" in words)
    words.add("")
    words.add("é")
    other = {"w1", "w2", "w3", "", "é", "x"}
    print(sorted(words & other), sorted(other - words), sorted(words ^ other)[:5])
    print(len(words | other), len(set(words)), words >= {"", "é"})


main()
