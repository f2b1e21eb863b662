# repr() of a C, whose subclass D defines __repr__: CPython calls D's for a D object. Kiln
# cannot call it through C, which has no __repr__ of its own, and refuses the conversion.
class C:
    pass


class D(C):
    def __repr__(self) -> str:
        return "D()"


xs: list[C] = [C(), D()]
for x in xs:
    print(repr(x))  # ERROR "not supported yet: repr\(\) of C, whose subclass defines __repr__ \(define it in C too\)"
