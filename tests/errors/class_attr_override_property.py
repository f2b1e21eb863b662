class A:
    kind = "a"


class B(A):
    @property
    def kind(self) -> str:
        return "b"


x: A = B()
print(x.kind)  # ERROR "not supported yet: class attribute `kind` overridden by a method or property in B"
