# A type variable binds one type per call.
from typing import TypeVar

T = TypeVar("T")


def both(a: T, b: T) -> list[T]:
    return [a, b]


print(both(1, "x"))  # ERROR "both\(\) argument 'b' must be int, not str"
