from abc import ABC, abstractproperty  # ERROR "not supported yet: abc.abstractproperty"


class A(ABC):
    pass
