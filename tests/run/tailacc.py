# Recursive sums that release builds turn into loops (the tailacc and recclone passes) compute
# what the recursion computes: shapes the pass takes, near misses it leaves, negative terms,
# chains longer than one call takes, side effects in order.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def tri(n: int) -> int:
    # a chain of 900 terms, longer than the 64 one call of the loop takes
    if n == 0:
        return 0
    return n + tri(n - 1)


def down(n: int, step: int) -> int:
    # negative terms: the loop leaves them to the recursion
    if n <= 0:
        return step
    return -n + down(n - step, step)


def const_right(n: int) -> int:
    if n == 0:
        return 1
    return const_right(n - 1) + 2


def local_right(n: int, k: int) -> int:
    if n == 0:
        return k
    return local_right(n - 1, k + 1) + k


def swap(a: int, b: int) -> int:
    # the new arguments are computed from the old values of both parameters
    if a <= 0:
        return b
    return a * b + swap(b - 1, a - 1)


def show(n: int) -> int:
    print("term", n)
    return n


def printing(n: int) -> int:
    # the terms' side effects happen in the recursion's order
    if n == 0:
        print("base")
        return 0
    return show(n) + printing(n - 1)


def branches(n: int) -> int:
    # two recursive sums on one line, and a plain return in a nested if
    if n < 10:
        if n % 2 == 0:
            return n
        return -n
    return branches(n // 3) + branches(n - 1) if n % 3 == 0 else n + branches(n - 1)


def steps(n: int) -> int:
    # a sum in an elif, the others in plain returns
    if n <= 1:
        return 1
    elif n % 2 == 0:
        return steps(n // 2) + steps(n // 2 - 1)
    return 1 + steps(n - 1)


def product(n: int) -> int:
    # not a sum: left alone
    if n <= 1:
        return 1
    return n * product(n - 1)


def diff(n: int) -> int:
    # not a sum: left alone
    if n <= 0:
        return 0
    return n - diff(n - 1)


def in_loop(n: int) -> int:
    # a sum inside a loop: left alone
    total = 0
    for i in range(n):
        if i == 2:
            return total + in_loop(n - 1)
        total += i
    return total


for n in range(12):
    print(n, fib(n), branches(n * 7), steps(n * 5))
print(fib(25), tri(900), const_right(500), local_right(300, 3))
print(down(10, 1), down(100, 7), down(0, 5), swap(30, 20), swap(7, 0))
print(printing(3))
print(product(20), diff(99), in_loop(6))
print([fib(n) for n in [-3, -1, 0, 1, 2, 30]])
