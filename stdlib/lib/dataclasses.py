"""The dataclasses module: the checker expands @dataclass classes and field() into ordinary
classes (types/dataclass.go); these definitions make the names importable."""


class FrozenInstanceError(AttributeError):
    pass


def dataclass(cls):
    return cls


def field(*, default=None, default_factory=None, repr: bool = True, compare: bool = True):
    return default


def asdict(obj):
    return obj._dc_asdict()


def astuple(obj):
    return obj._dc_astuple()


def replace(obj):
    return obj
