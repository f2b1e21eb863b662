# asdict of a dataclass whose field holds dataclasses inside a list: CPython converts them to
# dicts too; Kiln refuses it.
from dataclasses import dataclass, asdict


@dataclass
class P:
    x: int


@dataclass
class Box:
    items: list[P]


b = Box([P(1)])
print(b)
print(asdict(b))  # ERROR "not supported yet: asdict of dataclasses in a container"
