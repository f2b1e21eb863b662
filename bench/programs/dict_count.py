# dict_count.py: word frequency counted with counts[w] = counts.get(w, 0) + 1, the pattern the
# dictincr pass turns into one lookup (bench/passes compares it on and off). The words come
# from a linear congruential generator and a table of syllables, made once, then counted
# several times over. Prints the number of distinct words, the most frequent one and a checksum.

import sys

ROUNDS = 30
WORDS = 200000

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "zo", "pe", "qu", "an"]


def make_words(total: int) -> list[str]:
    words: list[str] = []
    state = 12345
    for _ in range(total):
        state = (state * 1103515245 + 12345) % 2147483648
        seed = state >> 8
        n = 1 + seed % 3
        seed //= 3
        word = SYLLABLES[(seed % 12) * (seed % 12) // 12]
        seed //= 12
        for _ in range(n - 1):
            word = word + SYLLABLES[seed % 12]
            seed //= 12
        words.append(word)
    return words


def count(words: list[str], rounds: int) -> dict[str, int]:
    counts: dict[str, int] = {}
    for _ in range(rounds):
        for w in words:
            counts[w] = counts.get(w, 0) + 1
    return counts


def main() -> None:
    rounds = ROUNDS
    if len(sys.argv) > 1:
        rounds = int(sys.argv[1])
    counts = count(make_words(WORDS), rounds)
    best = ""
    best_count = 0
    checksum = 0
    for w, c in counts.items():
        if c > best_count or (c == best_count and w < best):
            best = w
            best_count = c
        checksum = (checksum * 31 + c) % 1000000007
    print(len(counts))
    print(best + " " + str(best_count))
    print(checksum)


main()
