# passes: canonicalize tailacc
G = 3


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)  # the right call loops, the left one is the term


def tri(n: int, step: int) -> int:
    if n <= 0:
        return 0
    return n + tri(n - step, step)  # two parameters, assigned together


def const_right(n: int) -> int:
    if n == 0:
        return 1
    return const_right(n - 1) + 2  # a constant term may be evaluated before the call


def product(n: int) -> int:
    if n <= 1:
        return 1
    return n * product(n - 1)  # not a sum: left alone


def global_right(n: int) -> int:
    if n == 0:
        return 1
    return global_right(n - 1) + G  # the call could change a global: left alone


def ternary(n: int) -> int:
    return n if n < 2 else ternary(n - 1) + ternary(n - 2)  # not a return of a sum: left alone


def two_lines(n: int) -> int:
    if n <= 1:
        return 1
    elif n % 2 == 0:
        return two_lines(n // 2) + 1  # two recursive sums on different lines: left alone
    return 1 + two_lines(n - 1)


def in_loop(n: int) -> int:
    for i in range(n):
        if i == 2:
            return i + in_loop(n - 1)  # inside a loop: left alone
    return 0


def in_try(n: int) -> int:
    try:
        return 1 // n
    except ZeroDivisionError:
        return 0
    return n + in_try(n - 1)  # the function has a handler: left alone


def floats(x: float) -> float:
    if x < 1.0:
        return x
    return x + floats(x - 1.0)  # not int: left alone


print(fib(10), tri(10, 3), const_right(3), product(5), global_right(2), ternary(5))
print(two_lines(9), in_loop(4), in_try(3), floats(2.5))
