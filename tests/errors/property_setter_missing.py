# B overrides the property without a setter: CPython raises AttributeError: property 'v' of 'B'
# object has no setter at run time; Kiln refuses the assignment through the base type.
class A:
    def __init__(self):
        self._v = 0

    @property
    def v(self) -> int:
        return self._v

    @v.setter
    def v(self, x: int) -> None:
        self._v = x


class B(A):
    @property
    def v(self) -> int:
        return 42


xs: list[A] = [A(), B()]
for x in xs:
    x.v = 1  # ERROR "not supported yet: assigning property .v. through a base class when .B. overrides it without a setter"
    print(x.v)
