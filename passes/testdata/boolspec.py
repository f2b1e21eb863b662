# passes: constfold constprop canonicalize deadcode boolspec
def free(row: int, n: int, cols: list[bool], d1: list[bool], d2: list[bool]) -> int:
    count = 0
    for c in range(n):
        a = row + c
        b = row - c + n - 1
        if not cols[c] and not d1[a] and not d2[b]:  # fires: three items, negations at the root
            count += 1
    return count


def mixed(xs: list[int], ys: list[float], flags: list[bool], i: int, j: int, k: bool) -> int:
    n = 0
    while xs[i] > 0 and ys[j] < 2.5 or k:  # fires: comparisons of items, a local bool
        i += 1
    if flags[i] or not flags[0]:  # fires: a constant index
        n += 1
    if xs[i] > 0 and ys[i + 1] < 1.0:  # near miss: an index that is computed (it may overflow)
        n += 2
    if xs[i] > 0 and j < 3:  # near miss: one item only
        n += 4
    if flags[i] and flags[j] and flags[0] and flags[1] and flags[2] and flags[3] and flags[4]:
        n += 8  # near miss: more than six operands
    if flags[i] and mixed(xs, ys, flags, j, i, k) > 0 and flags[j]:  # near miss: a call
        n += 16
    return n


print(free(0, 2, [False, False], [False] * 3, [False] * 3))
print(mixed([1, 0, 3], [1.0, 3.0, 0.5], [True, False, True], 0, 0, False))
