# The twin of tailacc_overflow.py: CPython's int grows, so each sum of the recursion raises
# Kiln's OverflowError by hand when it leaves the 64-bit range.


def add(a: int, b: int) -> int:
    s = a + b
    if s >= 2**63 or s < -(2**63):
        raise OverflowError("int overflow: the result does not fit in Kiln's 64-bit int")
    return s


def big_fib(n: int, unit: int) -> int:
    if n < 2:
        return n * unit
    return add(big_fib(n - 1, unit), big_fib(n - 2, unit))


def mixed(n: int, big: int) -> int:
    # -big + (big + (big + 0)): the total is in range, the recursion's inner sum is not
    if n == 0:
        return 0
    if n == 3:
        return add(-big, mixed(n - 1, big))
    return add(big, mixed(n - 1, big))


def falling(n: int, big: int) -> int:
    # big + (big + ... + (-big)): the loop's running total would pass 2**63, no sum of the
    # recursion does
    if n == 0:
        return -big
    if n == 1:
        return add(-big, falling(n - 1, big))
    return add(big, falling(n - 1, big))


def const_right(n: int) -> int:
    if n == 0:
        return 9223372036854775000
    return add(const_right(n - 1), 100)


for n in range(5, 9):
    try:
        print(n, big_fib(n, 1000000000000000000))
    except OverflowError as e:
        print(n, "OverflowError:", e)
for n in [2, 3]:
    try:
        print(n, mixed(n, 4611686018427387904))
    except OverflowError as e:
        print(n, "OverflowError:", e)
for n in [2, 3, 4]:
    try:
        print(n, falling(n, 4611686018427387904))
    except OverflowError as e:
        print(n, "OverflowError:", e)
for n in range(6, 10):
    try:
        print(n, const_right(n))
    except OverflowError as e:
        print(n, "OverflowError:", e)
