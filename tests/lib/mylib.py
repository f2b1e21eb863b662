# A shared library (kiln build -emit=lib): host.c calls its @export functions; expect.py calls
# them under CPython for the expected output. The module's code runs when the library loads.
import math

calls = 0
print("loading mylib")


@export
def add(a: int, b: int) -> int:
    global calls
    calls += 1
    return a + b


@export
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@export
def hyp(x: float, y: float) -> float:
    return math.sqrt(x * x + y * y)


@export
def is_even(n: int) -> bool:
    return n % 2 == 0


@export
def scale(x: float, k: int, neg: bool) -> float:
    r = x * k
    return -r if neg else r


@export
def shout(n: int) -> None:
    print("shout", n, "calls so far:", calls, [i * i for i in range(n)])


@export
def divide(a: int, b: int) -> int:
    return a // b
