# A narrowing ends at an assignment of a value that may be None.
from typing import Optional


def lookup(k: int) -> Optional[int]:
    if k > 0:
        return k * 2
    return None


x = lookup(1)
if x is not None:
    print(x * 2)
    x = lookup(-1)
    print(x * 2)  # ERROR "\"x\" may be None here"
