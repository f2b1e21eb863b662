from collections import Counter
from typing import Dict, List

TEXT = """The quick brown fox jumps over the lazy dog.
The dog barks; the fox runs away! Quick, quick, said the bird.
"""

def tokenize(text: str) -> List[str]:
    words = []
    for line in text.splitlines():
        for raw in line.split():
            w = raw.strip(".,;!?").lower()
            if w:
                words.append(w)
    return words

def main():
    words = tokenize(TEXT)
    counts = Counter(words)
    for word, n in counts.most_common(5):
        print(f"{word:>8}: {n}")
    lengths: Dict[int, List[str]] = {}
    for w in sorted(set(words)):
        lengths.setdefault(len(w), []).append(w)
    for k in sorted(lengths):
        print(k, ", ".join(lengths[k]))
    print("total", len(words), "unique", len(counts))
    print(counts["the"], counts["zebra"])

if __name__ == "__main__":
    main()
