# A closure assigning and narrowing an Optional[int] of the enclosing function.
from typing import Optional


def f(flag: bool) -> int:
    x: Optional[int] = None

    def set_it():
        nonlocal x
        x = 5

    def get() -> int:
        if x is None:
            return -1
        return x

    if flag:
        set_it()
    return get()


print(f(True), f(False))
