# word_frequency.py: count word frequencies in a dict[str, int]. The words are generated from a
# linear congruential generator and a table of syllables (Kiln's strings have no split() yet),
# so the text is the same on every run. Prints the number of words, the number of distinct ones,
# the most frequent word with its count, and a checksum over the counts in insertion order.

import sys
from typing import Dict, List

WORDS = 1500000

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "zo", "pe", "qu", "an"]


def make_word(seed: int) -> str:
    # 1 to 3 syllables, chosen by the digits of seed in base 12; a skewed first syllable makes
    # some words much more frequent than others
    n = 1 + seed % 3
    seed //= 3
    word = SYLLABLES[(seed % 12) * (seed % 12) // 12]
    seed //= 12
    for _ in range(n - 1):
        word = word + SYLLABLES[seed % 12]
        seed //= 12
    return word


def count_words(total: int) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    state = 12345
    for _ in range(total):
        state = (state * 1103515245 + 12345) % 2147483648
        w = make_word(state >> 8)
        if w in counts:
            counts[w] += 1
        else:
            counts[w] = 1
    return counts


def main() -> None:
    words = WORDS
    if len(sys.argv) > 1:
        words = int(sys.argv[1])
    counts = count_words(words)
    best = ""
    best_count = 0
    checksum = 0
    letters = 0
    for w, c in counts.items():
        if c > best_count or (c == best_count and w < best):
            best = w
            best_count = c
        checksum = (checksum * 31 + c) % 1000000007
        letters += len(w) * c
    print(words)
    print(len(counts))
    print(best + " " + str(best_count))
    print(letters)
    print(checksum)


main()
