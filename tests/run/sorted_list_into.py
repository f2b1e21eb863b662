# sorted() of a list sorts the items into the new list (list._sorted_copy): ints go from the
# argument's array to the result's in the radix sort's first pass. The argument must be left
# as it was; sizes around the sort's thresholds (256, 65536 items), skewed top digits,
# negative values and the int64 limits, reverse=, keys, other item types, and an exception
# raised by a key.

BIG = 9223372036854775807
SMALL = -9223372036854775807 - 1


def lcg(n: int, seed: int, mod: int) -> list[int]:
    xs: list[int] = []
    s = seed
    for _ in range(n):
        s = (s * 1103515245 + 12345) % 2147483648
        xs.append(s % mod)
    return xs


def digest(xs: list[int]) -> int:
    c = 0
    for x in xs:
        c = (c * 1000003 + x % 1000000007) % 1000000007
    return c


def is_sorted(xs: list[int]) -> bool:
    for i in range(1, len(xs)):
        if xs[i] < xs[i - 1]:
            return False
    return True


def check(name: str, xs: list[int]) -> None:
    before = digest(xs)
    ys = sorted(xs)
    zs = sorted(xs, reverse=True)
    ws = xs[:]
    ws.sort()
    rev = zs[:]
    rev.reverse()
    print(name, len(ys), is_sorted(ys), ys == ws, rev == ys, digest(xs) == before, digest(ys))
    if len(ys) > 0:
        print("  ", ys[0], ys[len(ys) - 1], zs[0], zs[len(zs) - 1])


def main() -> None:
    empty: list[int] = []
    check("empty", empty)
    check("one", [5])
    check("two", [2, 1])
    check("equal", [7] * 300)
    for n in [255, 256, 257, 1000, 65535, 65536, 65537, 200000]:
        check("lcg" + str(n), lcg(n, n, 1 << 27))
    big = lcg(100000, 3, 1000)
    check("small values", big)
    neg = [x - 500 for x in big]
    check("negative", neg)
    skew = lcg(100000, 4, 1 << 20)
    skew[500] = BIG
    check("one outlier", skew)
    skew2 = lcg(100000, 5, 1 << 30)
    for i in range(0, 100000, 3):
        skew2[i] = 77
    check("many equal", skew2)
    ext = lcg(70000, 6, 1 << 31)
    ext[10] = BIG
    ext[20] = SMALL
    ext[30] = -1
    ext[40] = 0
    ext[50] = SMALL + 1
    check("extremes", ext)
    ordered = list(range(-1000, 99000))
    check("ordered", ordered)
    backward = list(range(99000, -1000, -1))
    check("backward", backward)
    wide = [(x - 1073741824) * 4294967296 + x for x in lcg(80000, 8, 1 << 31)]
    check("wide", wide)

    # other item types and keys keep sort()'s path
    words = ["pear", "apple", "fig", "apple", "kiwi", "é", "", "Z"]
    print(sorted(words), sorted(words, reverse=True), words)
    print(sorted(words, key=len), sorted(words, key=len, reverse=True))
    fl = [3.5, -0.0, 0.0, -2.25, 1e300, -1e-300]
    print(sorted(fl), sorted(fl, reverse=True), fl)
    pairs = [(2, "b"), (1, "z"), (2, "a"), (0, "q")]
    print(sorted(pairs), sorted(pairs, reverse=True))
    nums = lcg(1000, 9, 100)
    by_digit = sorted(nums, key=lambda x: x % 10)
    print(by_digit[:12], digest(by_digit), digest(sorted(nums, key=lambda x: x % 10, reverse=True)))
    print(sorted([3, 1, 2], key=lambda x: -x), sorted(empty, reverse=True))
    try:
        sorted(nums, key=lambda x: 10 // (x - nums[500]))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e, digest(nums))
    print(sorted([1, 2, 3], key=lambda x: 1 // (x - 2)))


main()
