# One base class at most, for now.
class A:
    pass


class B:
    pass


class C(A, B):  # ERROR "not supported yet: multiple inheritance"
    pass
