# str == and hash() read the last 1-7 bytes of a str in one load (an overlapping one for strs of
# 8 bytes or more, a masked one for shorter strs unless it would cross a page): strs of every
# length up to 40 built in different ways (literals, concatenation, slices, join, chars, str()),
# differing in their first, middle or last byte, with NUL bytes and non-ASCII characters, as
# dict keys, set members and == operands.


def variants(base: str) -> list[str]:
    out: list[str] = [base]
    out.append("".join([c for c in base]))
    out.append(("#" + base + "#")[1 : len(base) + 1])
    acc = ""
    for c in base:
        acc += c
    out.append(acc)
    return out


def mutate(s: str, i: int) -> str:
    c = s[i]
    d = "\x00" if c != "\x00" else "\x01"
    return s[:i] + d + s[i + 1 :]


def main() -> None:
    alphabet = "ab\x00é€z9\x7f😀Q"
    bases: list[str] = []
    for n in range(41):
        s = ""
        for k in range(n):
            s += alphabet[(k * 7 + n) % len(alphabet)]
        bases.append(s)
    counts: dict[str, int] = {}
    seen: set[str] = set()
    eq_pairs = 0
    ne_pairs = 0
    for b in bases:
        vs = variants(b)
        for v in vs:
            counts[v] = counts.get(v, 0) + 1
            seen.add(v)
            for w in vs:
                if v == w and hash(v) == hash(w):
                    eq_pairs += 1
        if len(b) > 0:
            for i in [0, len(b) // 2, len(b) - 1]:
                m = mutate(b, i)
                if m != b and not (m == b):
                    ne_pairs += 1
                seen.add(m)
            longer = b + "\x00"
            if longer != b:
                ne_pairs += 1
    print(len(counts), len(seen), eq_pairs, ne_pairs)
    print(sorted(counts.values())[:5], sum(counts.values()))
    # single characters (static strs at any address), from iteration and indexing
    text = "the quick brown fox jumps over the lazy dog \x00\x7f é€😀 THE END 0123456789"
    freq: dict[str, int] = {}
    for ch in text * 3:
        freq[ch] = freq.get(ch, 0) + 1
    print(sorted(freq.items()))
    chars = set([c for c in text])
    print(len(chars), "q" in chars, "\x00" in chars, "x" in chars, "é" in chars, "ab" in chars)
    hits = 0
    for i in range(len(text)):
        if text[i] == "o" or text[i : i + 2] == "he" or text[i : i + 9] == "lazy dog ":
            hits += 1
    print(hits)
    # str() of ints: short digit strs compared and hashed against literals
    nums = {str(k): k for k in range(2000)}
    print(nums["0"], nums["7"], nums["42"], nums["1999"], "2000" in nums, "01" in nums)
    print(str(12345) == "12345", str(1234567) == "1234567", str(12345678) == "12345678", str(123) == "124")


main()
