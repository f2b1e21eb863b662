# The int radix sort counts only the byte positions up to the highest where the items differ:
# items differing in byte 0 alone, in bytes 0-1, in bytes 0-3, with shared high bytes that
# are not zero, all negative, a shared low byte (multiples of 256) below varying ones, and
# key= / reverse= over the same shapes (stable: equal keys keep their order).

M = 1000000007


def check(xs: list[int]) -> int:
    c = 0
    for x in xs:
        c = (c * 31 + x % M) % M
    return c


def mix(n: int, seed: int, span: int, base: int, step: int) -> list[int]:
    out: list[int] = []
    state = seed
    for _ in range(n):
        state = (state * 1103515245 + 12345) % 2147483648
        out.append(base + (state >> 5) % span * step)
    return out


def show(name: str, xs: list[int]) -> None:
    s = sorted(xs)
    r = sorted(xs, reverse=True)
    ok = all(s[i - 1] <= s[i] for i in range(1, len(s)))
    print(name, ok, s[0], s[-1], check(s), check(r))


def low_digit(x: int) -> int:
    return x % 7


def main() -> None:
    show("byte0", mix(3000, 1, 256, 0, 1))
    show("byte0 high", mix(3000, 2, 200, 1 << 40, 1))
    show("bytes01", mix(3000, 3, 60000, 5 << 56, 1))
    show("bytes0123", mix(3000, 4, 2000000000, 0, 1))
    show("shared low byte", mix(3000, 5, 70000, 0, 256))
    show("negative", mix(3000, 6, 50000, -(1 << 50), -1))
    show("negative byte0", mix(3000, 7, 100, -1000, 1))
    show("near max", mix(3000, 8, 1000000, 9223372036854775807 - 2000000, 1))
    show("near min", mix(3000, 9, 1000000, -9223372036854775807 - 1, 1))
    show("sign", mix(3000, 10, 1000, -500, 1))
    same = [77 << 33] * 400
    show("same", same)
    xs = mix(2000, 11, 300000, 1 << 45, 3)
    ks = sorted(xs, key=low_digit)
    print(check(ks), ks[:3], ks[-3:])
    kr = sorted(xs, key=low_digit, reverse=True)
    print(check(kr), kr[:3])
    ys = xs[:]
    ys.sort()
    ys.sort()
    print(ys == sorted(xs), check(ys))


main()
