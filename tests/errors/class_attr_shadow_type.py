class A:
    n = 1

    def f(self) -> None:
        self.n = 2.5  # ERROR "not supported yet: instance attribute `n` \(float\) shadowing class attribute `A.n` of another type \(int\)"


a = A()
a.f()
print(a.n)
