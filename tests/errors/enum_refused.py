import enum
from enum import Enum, IntEnum, auto


class Mixed(Enum):
    A = 1
    B = "b"  # ERROR "not supported yet: Enum members with values of different types \(int and str\)"


Functional = Enum("Functional", "A B")  # ERROR "not supported yet: the functional API Enum\('Name', ...\); write a class"


class Base(Enum):
    X = 1


class Derived(Base):  # ERROR "not supported yet: subclassing an Enum"
    pass


class Mixin(str, enum.Enum):  # ERROR "not supported yet: an Enum with other bases \(a mixin type\)"
    A = "a"


class Sunder(Enum):
    _ignore_ = 1  # ERROR "not supported yet: the Enum attribute _ignore_"


class ListValue(Enum):
    A = [1]  # ERROR "not supported yet: an Enum member value other than an int, str or float constant or auto\(\)"


class Twice(Enum):
    A = 1
    A = 2  # ERROR "'A' already defined as 1"


class WithInit(Enum):
    A = 1

    def __init__(self, v):  # ERROR "not supported yet: __init__ in an Enum class"
        pass


x = auto()  # ERROR "not supported yet: auto\(\) other than as the value of an Enum member"
print(Base(1, 2))  # ERROR "not supported yet: calling an Enum class other than with one value"
print(Base.X < Base.X)  # ERROR "'<' not supported between instances of 'Base' and 'Base'"


class IntStr(IntEnum):
    A = "a"  # ERROR "not supported yet: IntEnum members whose value is a str"


class AutoAfterStr(Enum):
    A = "a"
    B = auto()  # ERROR "not supported yet: auto\(\) after a member whose value is not an int"
