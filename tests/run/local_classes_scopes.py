# Local classes: one shadowing a module class, a nested class in a local class, one in a generator.
class P:
    def who(self) -> str:
        return "module P"


def f() -> str:
    class P:
        class Q:
            level = 2

            def who(self) -> str:
                return "Q " + str(P.Q.level)

        def who(self) -> str:
            return "local P"

    P.Q.level += 1
    return P().who() + " / " + P.Q().who() + " / " + type(P.Q()).__qualname__ + " " + repr(P.Q()).split(" ")[0]


def gen():
    class Box:
        def __init__(self, v: int):
            self.v = v

    for i in range(2):
        yield Box(i)


print(P().who())
print(f())
print(f())
print([b.v for b in gen()])
print(P().who())
