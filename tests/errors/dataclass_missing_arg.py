from dataclasses import dataclass


@dataclass
class Point:
    x: int
    y: int


print(Point(1))  # ERROR "Point.__init__\(\) missing 1 required positional argument: 'y'"
