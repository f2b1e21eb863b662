# A nested named tuple is refused.
from typing import NamedTuple


class Outer:
    class Pair(NamedTuple):  # ERROR "not supported yet: nested enum, named tuple, typed dict or abstract classes"
        a: int
        b: int


print(Outer())
