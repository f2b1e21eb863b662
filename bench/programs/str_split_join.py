# str_split_join.py: string building with join, then split, strip, replace and find over many
# lines of comma-separated fields. Prints counts and a checksum of the strings produced.

import sys

LINES = 100000
ROUNDS = 6

WORDS = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa"]


def make_text(n: int) -> str:
    lines: list[str] = []
    for i in range(n):
        fields: list[str] = []
        for j in range(i % 5 + 3):
            fields.append(" " + WORDS[(i + j * 7) % 10] + str(i % (j + 11)) + " ")
        lines.append(",".join(fields))
    return "\n".join(lines)


def main() -> None:
    rounds = ROUNDS
    if len(sys.argv) > 1:
        rounds = int(sys.argv[1])
    text = make_text(LINES)
    checksum = 0
    found = 0
    count = 0
    for _ in range(rounds):
        for line in text.split("\n"):
            parts = line.split(",")
            clean: list[str] = []
            for p in parts:
                clean.append(p.strip())
            joined = "|".join(clean)
            fixed = joined.replace("ta", "TA")
            if fixed.find("gamma") >= 0:
                found += 1
            count += len(parts)
            checksum = (checksum * 31 + len(fixed) + fixed.find("|")) % 1000000007
        words = text.replace(",", " ").split()
        count += len(words)
    print(count, found, checksum)
    print(len(text), text[:40].strip())


main()
