# The twin of tailacc_sign.py: CPython's int grows, so each sum and product of the recursion
# raises Kiln's OverflowError by hand when it leaves the 64-bit range.


def fit(s: int) -> int:
    if s >= 2**63 or s < -(2**63):
        raise OverflowError("int overflow: the result does not fit in Kiln's 64-bit int")
    return s


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def fib_big(n: int) -> int:
    # fib scaled by 10**18: fib_big(7) passes 2**63
    if n < 2:
        return n * 1000000000000000000
    return fit(fib_big(n - 1) + fib_big(n - 2))


def tri_big(n: int) -> int:
    # 10**15 * n * (n + 1) / 2: passes 2**63 at n = 136, a chain of more than 64 terms
    if n <= 0:
        return 0
    return fit(n * 1000000000000000 + tri_big(n - 1))


def count(n: int) -> int:
    if n == 0:
        return 0
    return 1 + count(n - 1)


def near(n: int) -> int:
    # terms of 2**62 after a base case of 2**62 - 1: near(1) is 2**63 - 1, near(2) passes it
    if n <= 0:
        return 4611686018427387903
    return fit(4611686018427387904 + near(n - 1))


for n in [-5, -1, 0, 1, 2, 10, 25]:
    print("fib", n, fib(n))
for n in [-3, 0, 1, 5, 6, 7, 8]:
    try:
        print("fib_big", n, fib_big(n))
    except OverflowError as e:
        print("fib_big", n, "OverflowError:", e)
for n in [-2, 0, 1, 64, 65, 135, 136, 200]:
    try:
        print("tri_big", n, tri_big(n))
    except OverflowError as e:
        print("tri_big", n, "OverflowError:", e)
for n in [0, 1, 63, 64, 65, 129, 950]:
    print("count", n, count(n))
for n in [0, 1, 2]:
    try:
        print("near", n, near(n))
    except OverflowError as e:
        print("near", n, "OverflowError:", e)
