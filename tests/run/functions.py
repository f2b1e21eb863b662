# Functions: recursion, mutual recursion, realization per argument types, defaults, keywords.
def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def twice(x):
    return x + x


def power(base, exp=2):
    return base ** exp


def describe(a, b=10, c=0.5):
    print("a =", a, "b =", b, "c =", c)


def greet():
    print("hello from greet")


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def gcd(a, b):
    while b != 0:
        t = b
        b = a % b
        a = t
    return a


print(fact(20), is_even(10), is_odd(7))
print(twice(21), twice(1.25), gcd(1071, 462), gcd(b=10, a=4))
print(power(3), power(2, 10), power(2.0), power(base=5, exp=3))
describe(1)
describe(1, 2)
describe(1, c=7.5)
describe(c=1.0, b=2, a=3)
greet()
print(ackermann(2, 3))


def count_down(n) -> None:
    while n > 0:
        n -= 1
    print("done counting")


count_down(3)


def fsum(n: int) -> float:
    s = 0.0
    for i in range(n):
        s += i * 0.5
    return s


print(fsum(10))
