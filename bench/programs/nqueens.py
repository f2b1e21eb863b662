# nqueens.py: count the solutions of the N-queens problem by backtracking over lists of bools
# (columns and both diagonals), then again with bit masks.

import sys
from typing import List

N = 12


def place(row: int, n: int, cols: List[bool], diag1: List[bool], diag2: List[bool]) -> int:
    if row == n:
        return 1
    count = 0
    for c in range(n):
        d1 = row + c
        d2 = row - c + n - 1
        if not cols[c] and not diag1[d1] and not diag2[d2]:
            cols[c] = True
            diag1[d1] = True
            diag2[d2] = True
            count += place(row + 1, n, cols, diag1, diag2)
            cols[c] = False
            diag1[d1] = False
            diag2[d2] = False
    return count


def solve_lists(n: int) -> int:
    return place(0, n, [False] * n, [False] * (2 * n - 1), [False] * (2 * n - 1))


def solve_bits(n: int, cols: int, left: int, right: int) -> int:
    full = (1 << n) - 1
    if cols == full:
        return 1
    count = 0
    free = full & ~(cols | left | right)
    while free != 0:
        bit = free & -free
        free -= bit
        count += solve_bits(n, cols | bit, ((left | bit) << 1) & full, (right | bit) >> 1)
    return count


def main() -> None:
    size = N
    if len(sys.argv) > 1:
        size = int(sys.argv[1])
    for n in range(4, size + 1):
        print(str(n) + " queens: " + str(solve_lists(n)) + " " + str(solve_bits(n, 0, 0, 0)))


main()
