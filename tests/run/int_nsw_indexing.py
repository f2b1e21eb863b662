# Index arithmetic after int +, -, * (computed with nsw on the no-overflow path): bounds tests
# that LLVM may drop must stay where an index can be negative or past the end.
from typing import List


def sieve(limit: int, size: int) -> List[bool]:
    flags = [True] * size
    i = 2
    while i * i < limit:
        if flags[i]:
            j = i * i
            while j < limit:
                flags[j] = False
                j += i
        i += 1
    return flags


def count(flags: List[bool]) -> int:
    c = 0
    for f in flags:
        if f:
            c += 1
    return c


print(count(sieve(100, 100)))
try:
    sieve(100, 50)
except IndexError as e:
    print("IndexError:", e)

xs = [10, 20, 30, 40, 50]
for a in range(3):
    for b in range(7):
        d = a - b
        try:
            print(a, b, xs[d], end="; ")
        except IndexError as e:
            print(a, b, e, end="; ")
    print()

# a square is never negative, a product of two negatives neither
for k in [-3, -2, 2, 3]:
    try:
        print(xs[k * k - 5], xs[-k * -1 - 1 if k > 0 else k])
    except IndexError as e:
        print("IndexError:", e)
ys = [0] * 4
n = 0
while n < 6:
    try:
        ys[n * 2 - 3] = n
    except IndexError as e:
        print(n, "IndexError:", e)
    n += 1
print(ys)
