# The twin of sum_spec.py: CPython's int grows, so the overflow is raised by hand where
# Kiln's 64-bit ints overflow (a term, or a partial sum in the loop's order).


def chk(v):
    if v < -2**63 or v >= 2**63:
        raise OverflowError("int overflow")
    return v


def ksum(terms, start=0):
    total = start
    for t in terms:
        total = chk(total + t)
    return total


def squares(xs):
    return ksum(chk(x * x) for x in xs)


def plain(xs):
    return ksum(x for x in xs)


def filtered(xs, k):
    return ksum(chk(chk(x * x) - k) for x in xs if x % 3 != 0)


def affine(xs, k, c):
    return ksum(chk(chk(x * k) + c) for x in xs if x > c)


def started(xs, start):
    return ksum((chk(x - 1) for x in xs), start)


def show(name: str, f) -> None:
    try:
        print(name, f())
    except OverflowError as e:
        print(name, type(e).__name__)


def main() -> None:
    state = 11
    for n in [0, 1, 7, 8, 31, 32, 33, 40, 64, 70, 1000]:
        xs: list[int] = []
        for i in range(n):
            state = (state * 1103515245 + 12345) % 2147483648
            xs.append(state % 2001 - 1000)
        print(n, squares(xs), plain(xs), filtered(xs, 7), affine(xs, 3, 5), started(xs, 100))
    big = 3037000499  # big * big fits in 64 bits, big outside 32 bits
    show("big", lambda: squares([big]))
    show("big, -5", lambda: squares([big, -5, 2]))
    show("two big", lambda: squares([big, big]))
    show("big + 1", lambda: squares([1, 2, big + 1, 3]))
    show("back in range", lambda: plain([2**62, 2**62, -2**62]))
    show("in range", lambda: plain([2**62, -2**62, 2**62, 2**62 - 1]))
    show("min start", lambda: started([1, 1, 1], -2**62 * 2 + 2))
    show("below min", lambda: started([0], -2**62 * 2))
    show("max start", lambda: started([2, 1], 2**62 - 1 + 2**62))
    show("1023 terms", lambda: plain([2**53] * 1023))
    show("1024 terms", lambda: plain([2**53] * 1024))
    show("1024 mixed", lambda: plain([2**53] * 1023 + [-1]))
    show("wide k", lambda: affine([6, 7, 8], 2**40, 5))
    show("wide k overflow", lambda: affine([6, 7, 2**30], 2**40, 5))
    show("negative wide", lambda: filtered([-2**31 - 1, 5], -3))


main()
