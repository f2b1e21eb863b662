"""The abc module: abstract base classes. The checker removes ABC, metaclass=ABCMeta and
@abstractmethod from a program's classes and enforces them (types/abstract.go); these
definitions make the names importable."""


class ABC:
    pass


class ABCMeta:
    pass


def abstractmethod(f):
    return f
