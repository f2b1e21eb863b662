# In-place intersections hand the set's old table back to the allocator (set._take): the
# set, its iterators and new sets made afterwards (which may reuse that memory) still see
# CPython's elements and order.


def main() -> None:
    s = set(range(5000))
    t = set(range(-100, 6000))
    # A superset: the size is unchanged, so an iteration goes on in the new table.
    seen = 0
    n = 0
    for x in s:
        if n == 10:
            s &= t
        seen += x
        n += 1
    print(n, seen, len(s))
    # A smaller result: the iteration stops with CPython's RuntimeError.
    try:
        for x in s:
            s &= set(range(100))
    except RuntimeError as e:
        print("RuntimeError", e)
    print(len(s), sorted(s)[:5])
    # Repeated in-place forms, new sets allocated in between.
    u = set(range(0, 30000, 3))
    keep = []
    for r in range(6):
        e = set(u)
        e |= set(range(r, 40000, 7))
        e &= set(range(0, 40000, 2))
        e.intersection_update(set(range(0, 40000, 5)), set(range(0, 40000, 11)))
        keep.append(set(range(r * 1000, r * 1000 + 3000)))
        xs = list(e)
        print(r, len(e), xs[:5], xs[-5:], sum(xs) % 1000003)
    print([len(k) for k in keep], sum(sum(k) for k in keep))
    f = {"a", "b", "c", "d"}
    f &= {"b", "d", "e"}
    print(sorted(f))
    g = {1.5, 2.5, 3.5}
    g.intersection_update([2.5, 3.5, 9.0])
    print(sorted(g))


main()
