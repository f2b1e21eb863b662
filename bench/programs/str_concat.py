# str_concat.py: builds keys and lines by concatenating several strings, the pattern the
# strconcat pass turns into one allocation per expression (bench/passes compares it on and
# off). Prints the total length and a checksum of the strings built.

import sys

N = 1500000

NAMES = ["ada", "grace", "alan", "edsger", "barbara", "donald", "john", "frances"]


def build(n: int) -> int:
    total = 0
    checksum = 0
    for i in range(n):
        first = NAMES[i % 8]
        last = NAMES[(i // 8) % 8]
        line = first + "." + last + "@" + str(i % 1000) + ".example.org"
        total += len(line)
        checksum = (checksum * 31 + len(first + "/" + last + "/" + line)) % 1000000007
    return total * 1000000007 + checksum


n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
print(build(n))
