# The radix sorts: strs (MSD on 8-byte prefix keys, ties by the strs' bytes), ints (LSD by
# bytes, passes on shared bytes skipped) and int keys of key= (stable LSD on the pairs):
# lists long enough to take them, non-ASCII first bytes, NUL bytes, long tie groups, presorted
# inputs, negative and extreme ints, stability with reverse=, and a key that raises.

M = 1000000007


def lcg(state: int) -> int:
    return (state * 1103515245 + 12345) % 2147483648


def check_strs(xs: list[str]) -> int:
    c = 0
    for x in xs:
        for ch in x:
            c = (c * 131 + ord(ch)) % M
        c = (c * 7 + len(x)) % M
    return c


def check_ints(xs: list[int]) -> int:
    c = 0
    for x in xs:
        c = (c * 31 + x % M) % M
    return c


def words(n: int, parts: list[str], seed: int) -> list[str]:
    out: list[str] = []
    state = seed
    for _ in range(n):
        state = lcg(state)
        s = state >> 4
        w = ""
        for _ in range(s % 7):
            w += parts[s % len(parts)]
            s //= len(parts)
        out.append(w)
    return out


def is_sorted(xs: list[str]) -> bool:
    for i in range(1, len(xs)):
        if xs[i - 1] > xs[i]:
            return False
    return True


def strs() -> None:
    parts = ["a", "b", "ab", "é", "\x00", "ÿ", "\x7f", "\x80", "\U0001f600", "zz", "abcdefgh", "€", ""]
    for seed in [1, 2, 3]:
        ws = words(3000, parts, seed)
        s = sorted(ws)
        print(is_sorted(s), check_strs(s), s[:5], s[-3:])
        r = sorted(ws, reverse=True)
        print(check_strs(r), r[:3])
        ws.sort()
        print(ws == s)
    # long strs sharing their first 8 bytes (and more): ties decided by the later bytes
    tails = words(700, ["x", "é", "\x00", "y", "abcdefgh", "😀"], 9)
    ls = ["prefix!!" + t for t in tails] + ["prefix!" + t for t in tails[:100]] + ["prefix!!"] * 5
    s = sorted(ls)
    print(is_sorted(s), check_strs(s), s[:4], s[-2:])
    print(check_strs(sorted(ls, reverse=True)))
    # keys in order but ties out of order; sorted input; reversed input; all equal
    ts = ["abcdefghz", "abcdefgha", "abcdefgh", "abcdefgh\x00"] * 50
    print(sorted(ts)[:5], check_strs(sorted(ts)))
    s = sorted(words(1000, parts, 5))
    print(sorted(s) == s, sorted(s[::-1]) == s, check_strs(sorted(s[::-1], reverse=True)))
    same = ["même"] * 300 + [""] * 100
    print(sorted(same)[:2], sorted(same)[-2:], len(sorted(same)))
    # first bytes across the whole range, one code point each
    cs = [chr((i * 7919) % 1200 + 1) for i in range(1200)]
    s = sorted(cs)
    print(is_sorted(s), check_strs(s), s[:3], s[-3:])


def ints() -> None:
    xs: list[int] = []
    state = 3
    for i in range(5000):
        state = lcg(state)
        v = state
        if i % 3 == 0:
            v = -v
        if i % 5 == 0:
            v = v << 30
        elif i % 11 == 0:
            v = v * 4000000000
        xs.append(v)
    xs += [-9223372036854775807 - 1, 9223372036854775807, 0, -1, 1, -9223372036854775807 - 1]
    s = sorted(xs)
    print(s[:3], s[-3:], check_ints(s))
    r = sorted(xs, reverse=True)
    print(r[:2], check_ints(r))
    small = [(i * 37) % 250 - 100 for i in range(2000)]
    print(check_ints(sorted(small)), sorted(small)[:3], sorted(small)[-3:])
    high = [((i * 7) % 13) << 48 for i in range(1000)] + [-(((i * 5) % 9) << 56) for i in range(500)]
    print(check_ints(sorted(high)), sorted(high)[0], sorted(high)[-1])
    ys = sorted(xs)
    ys.sort()
    print(ys == s, sorted(s[::-1]) == s)
    eq = [42] * 1000
    eq.sort(reverse=True)
    print(eq[:2], len(eq))


def key_mod(x: int) -> int:
    return x % 10 - 5


def key_big(x: int) -> int:
    return (x % 4) * 3000000000000000000 - 4000000000000000000


def keyed() -> None:
    idx = list(range(3000))
    s = sorted(idx, key=key_mod)
    print(s[:12], s[-4:], check_ints(s))
    r = sorted(idx, key=key_mod, reverse=True)
    print(r[:12], r[-4:], check_ints(r))
    s = sorted(idx, key=key_big)
    print(s[:12], s[-4:], check_ints(s))
    r = sorted(idx, key=key_big, reverse=True)
    print(r[:12], r[-4:], check_ints(r))
    ws = words(2000, ["ab", "c", "é", "\x00"], 7)
    by_len = sorted(ws, key=len)
    print(check_strs(by_len), by_len[-3:])
    rev_len = sorted(ws, key=len, reverse=True)
    print(check_strs(rev_len), rev_len[:3])
    pairs = [(i % 7, i) for i in range(1000)]
    pairs.sort(key=lambda p: -p[0], reverse=True)
    print(pairs[:5], pairs[-3:])
    bools = sorted([i % 3 == 0 for i in range(500)], key=lambda b: 1 if b else 0)
    print(bools[0], bools[-1], sum(1 for b in bools if b))


log: list[int] = []


def key_fail(x: int) -> int:
    log.append(x)
    if x == 777:
        raise ValueError("bad key " + str(x))
    return -x


def raising() -> None:
    xs = [(i * 31) % 1000 for i in range(1000)]
    before = xs[:]
    try:
        xs.sort(key=key_fail, reverse=True)
    except ValueError as e:
        print("ValueError:", e)
    print(xs == before, len(log), log[:4])
    small = [5, 3, 777, 1]
    try:
        small.sort(key=key_fail, reverse=True)
    except ValueError as e:
        print("ValueError:", e)
    print(small, log[-4:])


strs()
ints()
keyed()
raising()
