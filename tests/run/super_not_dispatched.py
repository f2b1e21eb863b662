# super().m() calls the base class's m itself, even when a subclass of the caller's class
# overrides m, with the same or with other parameter types.


class Base:
    def m(self, s: str) -> str:
        return "base(" + s + ")"

    def name(self) -> str:
        return "Base"


class A(Base):
    def m(self, s: str) -> str:
        return "A(" + super().m(s) + ")"

    def name(self) -> str:
        return "A>" + super().name()


class B(A):
    def m(self, s: str) -> str:
        return "B(" + super().m(s) + ")"

    def name(self) -> str:
        return "B>" + super().name()


class Coded(ValueError):
    def __init__(self, code: int):
        super().__init__("code " + str(code))
        self.code = code


class Coded2(Coded):
    def __init__(self, code: int):
        super().__init__(code * 10)


def f() -> None:
    try:
        raise Coded(2)
    except Coded as e:
        print(str(e), e.code)
    try:
        raise Coded2(3)
    except Coded2 as e:
        print(str(e), e.code)


print(Base().m("x"), A().m("y"), B().m("z"))
print(Base().name(), A().name(), B().name())
objs: list[Base] = [Base(), A(), B()]
for o in objs:
    print(o.m("o"), o.name())
f()
