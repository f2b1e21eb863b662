from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    CRIMSON = 1


for name, member in Color.__members__.items():
    print(name, member, name == member.name)
print(list(Color.__members__), len(Color.__members__), "CRIMSON" in Color.__members__)
print(Color.__members__["GREEN"])


class Empty(Enum):
    pass


print(len(Empty.__members__))
