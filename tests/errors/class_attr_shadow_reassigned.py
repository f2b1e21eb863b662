class A:
    n = 1

    def bump(self) -> None:
        self.n = 5  # ERROR "not supported yet: instance attribute `n` shadowing class attribute `A.n` that is reassigned"


A.n = 3
a = A()
a.bump()
print(a.n)
