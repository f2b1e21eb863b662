from dataclasses import dataclass


@dataclass
class Bag:
    items: list[int] = []  # ERROR "mutable default <class 'list'> for field items is not allowed: use default_factory"


print(Bag())
