# print() of a C, whose subclass D defines __repr__: CPython prints D() for the D object; Kiln
# printed the default repr for both before, and now refuses the conversion.
class C:
    pass


class D(C):
    def __repr__(self) -> str:
        return "D()"


xs: list[C] = [C(), D()]
for x in xs:
    print(x)  # ERROR "not supported yet: str\(\) of C, whose subclass defines __repr__"
