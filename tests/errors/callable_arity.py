from typing import Callable


def add(a, b):
    return a + b


f: Callable[[int], int] = add  # ERROR "add\(\) cannot be a Callable\[\[int\], int\]: it takes 2 parameters"
print(f(1))
