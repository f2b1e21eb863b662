class Base:
    total = 0

    @classmethod
    def add(cls, k: int) -> None:
        cls.total += k


class Sub(Base):
    def reset(self) -> None:
        self.total = 0  # ERROR "not supported yet: instance attribute `total` shadowing class attribute `Base.total` that is reassigned"


Sub.add(2)
s = Sub()
s.reset()
print(s.total)
