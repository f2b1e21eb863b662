from dataclasses import dataclass


@dataclass
class P:  # ERROR "non-default argument 'y' follows default argument"
    x: int = 0
    y: int


print(P())
