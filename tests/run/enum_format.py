from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2


print(f"[{Color.RED:>12}] [{Color.GREEN:<10}] [{Color.RED}]", format(Color.GREEN), "{:^13}".format(Color.RED))
for c in Color:
    print(f"{c.name:<6}{c.value:>3}")
