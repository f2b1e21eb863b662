# Intersections and differences of sets that fill their result's final table directly when
# every element's home slot is its own (set._build): the same order as CPython's, and the
# element-by-element build where two elements share a home.


def show(name: str, s: set[int]) -> None:
    xs = list(s)
    h = 0
    for k in range(len(xs)):
        h = (h * 31 + xs[k] + 7 * k) % 1000000007
    print(name, len(s), xs[:8], xs[-8:], h)


def show_f(name: str, s: set[float]) -> None:
    xs = list(s)
    print(name, len(s), xs[:6], xs[-6:])


def main() -> None:
    # Dense ints: each in its own home slot.
    a = set(range(0, 3000))
    b = set(range(1000, 5000))
    show("a&b", a & b)
    show("b&a", b & a)
    show("a-b", a - b)
    show("b-a", b - a)
    # Sizes around the first table the direct fill is used for.
    for n in [300, 306, 307, 308, 1228, 1229, 1230, 4914, 4915]:
        s = set(range(n))
        t = set(range(n + 5))
        show("n" + str(n), s & t)
        show("d" + str(n), t - set(range(n, n + 5)))
    # Two elements with one home: -1 and -2 (hash(-1) == -2), 0 and 2**61 - 1, k and k + 8192.
    c = set(range(-5, 2000))
    show("neg&", c & set(range(-10, 1500)))
    show("neg-", c - set(range(1000, 1100)))
    big = set(range(2000))
    big.add(2**61 - 1)
    big.add(-(2**61) + 1)
    show("big&", big & (set(range(0, 3000)) | {2**61 - 1, -(2**61) + 1}))
    show("big-", big - {5, 6, 7})
    far = set(range(2500))
    for k in range(20):
        far.add(10000 + k * 8192)
    show("far&", far & set(range(-100, 200000)))
    show("far-", far - set(range(100, 200)))
    late = set(range(3000))
    late.add(100 + 8192 * 3)
    late.add(2999 + 8192)
    show("late&", late & set(range(40000)))
    # Hashes all below the largest table the result could need, but not below the one it
    # needs: the keys held back are added one by one at the end.
    ev = set(range(0, 40000, 2))
    show("ev-", ev - set(range(0, 40000, 6)))
    show("ev&", ev & set(range(0, 40000, 3)))
    show("ev&big", ev & set(range(0, 400000, 3)))
    # A key past the bound after many held back.
    hb = set(range(30000))
    hb.add(10**12)
    show("hb-", hb - set(range(0, 30000, 7)))
    show("hb&", hb & set(range(0, 10**6, 5)) | {10**12})
    # Deleted slots, then the keys added again.
    d = set(range(4000))
    for k in range(0, 4000, 3):
        d.discard(k)
    for k in range(0, 4000, 9):
        d.add(k)
    for k in range(100000, 100500):
        d.add(k)
    show("del&", d & set(range(0, 200000, 2)))
    show("del-", d - set(range(0, 200000, 5)))
    # In-place forms and frozensets.
    e = set(range(6000))
    e &= set(range(100, 7000))
    show("e&=", e)
    f = frozenset(range(3000)) & frozenset(range(50, 9000))
    print(len(f), list(f)[:5])
    g = frozenset(range(3000)) - frozenset(range(50, 90))
    print(len(g), list(g)[:5])
    # Empty results.
    show("empty&", set(range(2000)) & set(range(5000, 6000)))
    show("empty-", set(range(2000)) - set(range(2000)))
    # Floats: whole floats hash as the int, 0.5 and its kin far away.
    fl = {float(k) for k in range(2000)}
    show_f("fl&", fl & {float(k) for k in range(500, 3000)})
    fh = {k + 0.5 for k in range(2000)}
    show_f("fh&", fh & {k + 0.5 for k in range(100, 2500)})
    show_f("fh-", fh - {k + 0.5 for k in range(100, 200)})
    # Tuples of ints.
    tp = {(k, k + 1) for k in range(1500)}
    tq = {(k, k + 1) for k in range(700, 2200)}
    print(len(tp & tq), list(tp & tq)[:4], len(tp - tq), list(tp - tq)[:4])
    # strs (hashes differ from CPython's): sorted.
    ws = {"w" + str(k) for k in range(3000)}
    wt = {"w" + str(k) for k in range(1000, 5000)}
    print(len(ws & wt), sorted(ws & wt)[:5], len(ws - wt), sorted(ws - wt)[:5])


main()
