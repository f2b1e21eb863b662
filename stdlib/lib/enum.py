"""The enum module. A class deriving from Enum or IntEnum is expanded by the checker
(types/enum.go) into an ordinary class with one instance per member; these names only mark
such classes and are not used as values."""


class Enum:
    pass


class IntEnum:
    pass


class auto:
    pass


def unique(enumeration):
    return enumeration
