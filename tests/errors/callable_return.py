from typing import Callable


def name(x):
    return str(x)


def apply(f: Callable[[int], int], v: int) -> int:
    return f(v)


print(apply(name, 3))  # ERROR "name\(\) cannot be a Callable\[\[int\], int\]: it returns str"
