# Lists of ints and floats made on the heap start with room for 5 items in their own object
# (codegen.heapListRoom): lists that stay within it and lists that outgrow it, kept across
# collections in other lists, returned, captured by closures and generators, raised with an
# exception, aliased and mutated by a callee; every list method at the room's edge; short
# copies (Ptr._copy) of 1 to 9 items, overlapping ones included.


class Holder:
    def __init__(self, xs: list[int]) -> None:
        self.xs = xs


class Carry(Exception):
    def __init__(self, xs: list[int]) -> None:
        super().__init__("carry")
        self.xs = xs


def make(n: int, base: int) -> list[int]:
    out = [base]
    for i in range(1, n):
        out = out + [base + i]
    return out


def grow(xs: list[int], n: int) -> None:
    for i in range(n):
        xs.append(i * 10)


def counter(start: int):
    seen = [start]

    def bump() -> int:
        seen.append(seen[-1] + 1)
        return len(seen)

    return bump, seen


def gen_lists(n: int):
    for i in range(n):
        yield [i, i + 1, i * i]


def raise_with(xs: list[int]) -> None:
    raise Carry(xs + [99])


def garbage(rounds: int) -> int:
    t = 0
    for r in range(rounds):
        junk = [r, r + 1] + [r + 2]
        t += junk[2]
        js = [float(r)] * 3
        t += int(js[0])
    return t


def main() -> None:
    kept: list[list[int]] = []
    for n in range(12):
        kept.append(make(n, 100 * n))
    fs: list[list[float]] = []
    for n in range(9):
        fs.append([0.5 * i for i in range(n)] + [float("inf")])
    h = Holder([1, 2, 3])
    print(garbage(300000))
    for xs in kept:
        print(len(xs), xs)
    for f in fs:
        print(f)
    print(h.xs)
    a = [1, 2, 3, 4, 5]
    b = a
    grow(b, 3)
    print(a, a is b, len(a))
    c = [7, 8]
    grow(c, 0)
    print(c)
    bump, seen = counter(5)
    for _ in range(8):
        bump()
    print(seen)
    print([g for g in gen_lists(4)])
    try:
        raise_with([1, 2])
    except Carry as e:
        print(e, e.xs)
    d = [5, 3, 9, 1, 4]
    d.sort()
    print(d)
    d.insert(0, -1)
    d.reverse()
    print(d, d.pop(), d.pop(0), d)
    d.clear()
    print(d, len(d))
    d.extend([1, 2, 3, 4, 5, 6])
    del d[1:3]
    print(d, d[1:4], d[::-1], d * 2, d.index(6), d.count(1))
    e = [1.5, -0.0, 2.5]
    e += [3.5, 4.5, 5.5]
    print(e, sum(e), min(e), max(e))
    for k in range(10):
        s = list(range(k))
        t = s[:]
        s[1:1] = s[:k]
        print(k, s, t, s[k // 2 :] + t[: k // 2])
    m = [[i] * 3 for i in range(4)]
    m[0].append(9)
    print(m)
    big = [0] * 5
    big[4] = 4
    print(big, big[4])
    try:
        print(big[5])
    except IndexError as err:
        print("IndexError", err)
    print(sorted([3, 1, 2, 9, 8, 7, 6, 5, 4]))
    z = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    print(z[-6:])
    w = z[2:9]
    print(w[5])
    print(w[7])


main()
