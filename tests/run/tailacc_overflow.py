# A recursive sum that passes 2**63 raises OverflowError after the tailacc pass turned the
# recursion into a loop, as it did before; one whose every partial sum is in range does not,
# whatever order the loop adds the terms in.


def big_fib(n: int, unit: int) -> int:
    if n < 2:
        return n * unit
    return big_fib(n - 1, unit) + big_fib(n - 2, unit)


def mixed(n: int, big: int) -> int:
    # -big + (big + (big + 0)): the total is in range, the recursion's inner sum is not
    if n == 0:
        return 0
    if n == 3:
        return -big + mixed(n - 1, big)
    return big + mixed(n - 1, big)


def falling(n: int, big: int) -> int:
    # big + (big + ... + (-big)): the loop's running total would pass 2**63, no sum of the
    # recursion does
    if n == 0:
        return -big
    if n == 1:
        return -big + falling(n - 1, big)
    return big + falling(n - 1, big)


def const_right(n: int) -> int:
    if n == 0:
        return 9223372036854775000
    return const_right(n - 1) + 100


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
