# A nested class with a decorator (a nested data class) is refused.
from dataclasses import dataclass


class Outer:
    @dataclass  # ERROR "not supported yet: decorators on nested classes"
    class Point:
        x: int


print(Outer())
