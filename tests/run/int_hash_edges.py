# hash() of ints near the modulus 2**61 - 1 and the int64 limits, which int.__hash__ reduces
# without a division; sets and dicts of such ints keep CPython's order.


def show(xs: list[int]) -> None:
    for x in xs:
        print(x, hash(x))


def main() -> None:
    p = 2305843009213693951  # 2**61 - 1
    big = 9223372036854775807
    xs = [0, 1, -1, -2, 2, p - 1, p, p + 1, p + 2, -p + 1, -p, -p - 1, -p - 2]
    xs += [2 * p - 1, 2 * p, 2 * p + 1, 3 * p, 3 * p + 3, 4 * p - 1, 4 * p, 4 * p + 3]
    xs += [-2 * p, -2 * p - 1, -4 * p, -4 * p - 3, big, big - 1, -big, -big - 1]
    xs += [2305843009213693952, -2305843009213693952, 4611686018427387904, -4611686018427387904]
    show(xs)
    s = set(xs)
    print(len(s), s)
    d: dict[int, int] = {}
    for x in xs:
        d[x] = hash(x) % 1000
    print(d)
    # keys whose hashes collide: p and 0, p + 1 and 1
    t = {p, 0, p + 1, 1, -p, 2 * p, 3 * p}
    print(t, 0 in t, p in t, 5 in t)
    # a walk of multiples of a large step, folded by the modulus
    acc = 0
    x = -big - 1
    for _ in range(1000):
        acc = (acc * 31 + hash(x)) % 1000000007
        x += 18446744073709551 if x < big - 18446744073709551 else 0
    print(acc)


main()
