# A property overridden with another type cannot be read through the base type (CPython prints
# 1 then b); Kiln refuses the read.
class A:
    @property
    def v(self) -> int:
        return 1


class B(A):
    @property
    def v(self) -> str:
        return "b"


xs: list[A] = [A(), B()]
for x in xs:
    print(x.v)  # ERROR "B.v returns str but A.v returns int"
