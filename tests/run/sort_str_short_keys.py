# Sorting strs by their 8-byte prefix keys: short strs (1 to 7 bytes) read with one 8-byte load
# when it stays within their page, slices of a long str at every offset (so some end at a page's
# end), empty strs, NUL bytes, non-ASCII; buckets of every size from 1 to 40 sorted by
# insertion into place; ties on the key decided by the bytes past the eighth.


def lcg(state: int) -> int:
    return (state * 1103515245 + 12345) % 2147483648


def checksum(xs: list[str]) -> int:
    c = 0
    for i in range(len(xs)):
        c = (c * 131 + len(xs[i]) * (i % 5 + 1) + (ord(xs[i][0]) if xs[i] else 7)) % 1000000007
    return c


def slices(big: str, k: int) -> list[str]:
    out: list[str] = []
    for i in range(len(big) - k + 1):
        out.append(big[i:i + k])
    return out


def main() -> None:
    alphabet = "ab\x00é€z😀 ~"
    state = 5
    chars: list[str] = []
    for _ in range(9000):
        state = lcg(state)
        chars.append(alphabet[(state >> 8) % len(alphabet)])
    big = "".join(chars)
    for k in [1, 2, 3, 5, 7, 8, 9]:
        xs = slices(big, k)
        ys = sorted(xs)
        print(k, len(ys), repr(ys[0]), repr(ys[-1]), checksum(ys))
        xs.sort(reverse=True)
        print(repr(xs[0]), repr(xs[-1]), checksum(xs))
    ascii_big = "".join([c for c in chars if c in "abz ~"])
    for k in [1, 4, 6, 7]:
        xs = slices(ascii_big, k)
        xs.sort()
        print(k, len(xs), repr(xs[0]), repr(xs[-1]), checksum(xs))
    # words built by concatenation: buckets of every size, keys tied past the eighth byte
    sizes: list[str] = []
    for size in range(1, 41):
        for j in range(size):
            state = lcg(state)
            tail = "" if state % 3 == 0 else str(state % 97)
            sizes.append("bucket" + chr(ord("A") + size % 26) + chr(ord("a") + size // 26) + tail)
    for x in ["", "", "b", "bucket", "bucketA", "bucketAa", "bucketAa\x00", "bucketAaé"]:
        sizes.append(x)
    state = 9
    for i in range(len(sizes) - 1, 0, -1):
        state = lcg(state)
        j = state % (i + 1)
        t = sizes[i]
        sizes[i] = sizes[j]
        sizes[j] = t
    s1 = sorted(sizes)
    print(len(s1), s1[:12], s1[-3:], checksum(s1))
    print(sorted(sizes, reverse=True)[:5])
    print(sorted(sizes, key=len)[:6])
    print(sorted(["abc", "", "ab", "a", "b\x00", "b"]))


main()
