import enum
from enum import Enum as E


class Dir(enum.Enum):
    NORTH = 0
    EAST = 90
    SOUTH = 180
    WEST = 270

    def turn(self, right: bool) -> "Dir":
        step = 90 if right else -90
        return Dir((self.value + step) % 360)

    @property
    def opposite(self) -> "Dir":
        return Dir((self.value + 180) % 360)


class Level(E):
    LOW = 1.5
    HIGH = -2.5


def heading(d: Dir) -> str:
    if d is Dir.NORTH or d is Dir.SOUTH:
        return "vertical"
    return "horizontal"


class Robot:
    def __init__(self):
        self.facing = Dir.NORTH
        self.log: list[Dir] = []

    def step(self, right: bool):
        self.facing = self.facing.turn(right)
        self.log.append(self.facing)


r = Robot()
for right in [True, True, False, True, True]:
    r.step(right)
print(r.facing, r.log)
print(Dir.EAST.opposite, heading(Dir.WEST), heading(Dir.SOUTH))
counts: dict[Dir, int] = {}
for d in r.log:
    counts[d] = counts.get(d, 0) + 1
print(counts)
print(Level.HIGH, repr(Level.LOW), Level(1.5), [m.value for m in Level])
print(max(Dir, key=lambda d: d.value), min(r.log, key=lambda d: d.value).name)
names = [d.name for d in Dir]
print(names, Dir[names[2]])
print(enumerate(Dir).__next__())
for i, d in enumerate(Dir):
    print(i, d.name, d.value)
print(dict(zip(Dir, "NESW")))
print(len(Dir))
