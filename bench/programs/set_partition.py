# set_partition.py: walks every partition of the set {0, ..., n-1} into blocks, the way one
# writes it with lists: a partition of the first k elements is extended by adding k to each
# block in turn (p[:i] + [p[i] + [k]] + p[i + 1:]) or as a block of its own. The chains of
# list + are what the listconcat pass joins (bench/passes compares it on and off). The size
# is the first argument (default N); prints the number of partitions (the Bell number) and a
# checksum of the partitions in the order they are visited.

import sys

N = 11
MOD = 1000000007


def score(p: list[list[int]]) -> int:
    # A digest of a partition: its blocks in order, each by its size and first element.
    h = len(p)
    for b in p:
        h = (h * 31 + len(b) * 17 + b[0]) % MOD
    return h


def walk(p: list[list[int]], k: int, n: int, acc: list[int]) -> None:
    if k == n:
        acc[0] += 1
        acc[1] = (acc[1] * 7 + score(p)) % MOD
        return
    for i in range(len(p)):
        walk(p[:i] + [p[i] + [k]] + p[i + 1 :], k + 1, n, acc)
    walk(p + [[k]], k + 1, n, acc)


def main() -> None:
    n = N
    if len(sys.argv) > 1:
        n = int(sys.argv[1])
    acc = [0, 0]
    empty: list[list[int]] = []
    walk(empty, 0, n, acc)
    print(acc[0])
    print(acc[1])


main()
