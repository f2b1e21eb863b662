# Recursive calls of a function that starts with `if c: return e` test c at the call site in
# release builds (the basecase pass): results, the order arguments are evaluated in, and the
# tracebacks of exceptions raised in arguments and below are those of real calls.


def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def pell(n: int) -> int:
    if n == 0:
        return 0
    if n == 1:
        return 1
    return 2 * pell(n - 1) + pell(n - 2)


def binom(n: int, k: int) -> int:
    if k == 0 or k == n:
        return 1
    return binom(n - 1, k - 1) + binom(n - 1, k)


def prod(n: int) -> int:
    # not a sum: every call is rewritten; the guard's value is a constant
    if n <= 1:
        return 1
    return n * prod(n - 1)


def consts(n: int) -> int:
    # calls with constant arguments: the guard is decided at compile time
    if n < 1:
        return 100
    if n > 5:
        return consts(0) + consts(-3) + n
    return consts(n + 3) * 2


def else_guard(n: int, m: int) -> int:
    if n <= 0:
        return m
    else:
        return else_guard(n - 1, m + 1) * 3 - else_guard(n - 2, m)


seen: list[int] = []


def note(x: int) -> int:
    seen.append(x)
    return x


def walk(n: int) -> int:
    # the argument is evaluated once, before the guard, in the call's order
    if n < 0:
        return -1
    return max(walk(note(n - 2)), walk(note(n - 3))) + 1


limit = 3


def reads_global(n: int) -> int:
    # a guard reading a global is left to the callee
    if n < limit:
        return n
    return reads_global(n - 1) * 2


def rep(s: str, n: int) -> str:
    if n == 0:
        return s
    return rep(s + "a", n - 1) + "b"


def half(x: float) -> float:
    if x < 1.0:
        return x
    return half(x / 2.0) + 0.5


def cell(n: int) -> int:
    # n lives in a cell that inner() writes: the guard reads the cell, and is left alone
    def inner() -> None:
        nonlocal n
        n -= 1

    if n < 3:
        return n
    inner()
    return cell(n) * 2


def search(n: int) -> int:
    # a call in a loop is left alone
    if n == 0:
        return 1
    t = 0
    for i in range(n):
        t += search(n - 1)
    return t


def bottom(n: int) -> int:
    if n < 0:
        return 0
    # raises ZeroDivisionError in the argument at n == 2: the traceback has every frame
    return bottom(n - 1 + 0 // (n - 2)) * 2


for n in [-7, -1, 0, 1, 2, 3, 10, 25]:
    print(n, fib(n), pell(n) if n >= 0 else 0, prod(min(n, 20)))
print([binom(8, k) for k in range(9)])
print(binom(20, 10), binom(0, 0))
print([consts(n) for n in range(-1, 8)])
print([else_guard(n, 2) for n in range(-2, 8)])
print(walk(6), seen)
print([reads_global(n) for n in range(7)])
print(prod(20), rep("x", 3), half(100.0), half(-0.0), cell(7), search(5))
print(bottom(1))
print(bottom(6))
