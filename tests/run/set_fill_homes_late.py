# Intersections and differences whose result table is filled directly (set._fill_homes) with
# two keys sharing a home found only late in the walk (k and k + 2**61 - 1 hash alike):
# the arrays filled so far are handed back and the result is built key by key, in CPython's
# order; later sets reuse the memory.


def show(name: str, s: set[int]) -> None:
    xs = list(s)
    h = 0
    for k in range(len(xs)):
        h = (h * 31 + xs[k] + 7 * k) % 1000000007
    print(name, len(s), xs[:6], xs[-6:], h)


def main() -> None:
    p = 2**61 - 1
    for n in [1300, 5000, 20000]:
        a = set(range(n))
        a.add(p + n - 1)
        a.add(p + n // 2)
        b = set(range(-3, 2 * n))
        b.add(p + n - 1)
        b.add(p + n // 2)
        show("and" + str(n), a & b)
        show("sub" + str(n), a - {7, 8, 9})
        e = set(a)
        e &= b
        show("iand" + str(n), e)
        e -= set(range(0, n, 2))
        show("isub" + str(n), e)
        # The memory handed back, used again.
        c = set(range(n, 3 * n))
        show("after" + str(n), c & set(range(0, 4 * n, 3)))
    # Negative keys never held; -1 and -2 share hash -2.
    m = set(range(-2, 3000))
    show("neg", m & set(range(-5, 5000)))
    # The same without a shared home: filled directly.
    show("plain", set(range(3000)) & set(range(1, 4000)))


main()
