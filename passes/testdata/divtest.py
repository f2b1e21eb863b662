# passes: constfold constprop divtest
def evens(xs: list[int]) -> int:
    n = 0
    for x in xs:
        if x % 2 == 0:  # fires: _srem(x, 2) == 0
            n += 1
        if 0 != x % -3:  # fires: _srem(x, -3) != 0, either side
            n += 2
    return n


def rest(x: int, d: int) -> int:
    a = 1 if x % d == 0 else 0  # near miss: the divisor is not a constant
    b = 1 if x % 3 == 1 else 0  # near miss: not a test against 0
    c = 1 if x % -1 == 0 else 0  # near miss: -1 (srem of the least int by -1 overflows)
    e = x % 5  # near miss: the remainder itself
    return a + b + c + e


print(evens([-6, -5, -3, 0, 1, 2, 3, 4, 9]), rest(7, 7), rest(-9, 3))
