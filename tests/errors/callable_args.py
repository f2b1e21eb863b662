from typing import Callable


def twice(f: Callable[[int], int]) -> int:
    return f("x")  # ERROR "argument 1 of a Callable\[\[int\], int\] must be int, not str"


print(twice(lambda v: v + 1))
