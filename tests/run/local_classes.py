# Classes defined inside functions: hoisted under CPython's qualified names.
from typing import Optional

LIMIT = 10


class Base:
    kind = "base"

    def __init__(self, x: int):
        self.x = x

    def describe(self) -> str:
        return self.kind + ":" + str(self.x)


def make(v: int):
    class P:
        """A point."""
        count = 0

        def __init__(self, x: int):
            self.x = x
            P.count += 1

        def double(self) -> "P":
            return P(self.x * 2)

        def __str__(self) -> str:
            return "P(" + str(self.x) + ")"

    p = P(v)
    q = p.double()
    print(p, q, P.count)
    print(type(p).__name__, type(p).__qualname__, type(p).__module__)
    print(repr(p).startswith("<__main__.make.<locals>.P object at 0x"))
    return q


def other():
    class P:
        def __init__(self, s: str):
            self.s = s

        def shout(self) -> str:
            return self.s.upper() + "!" * LIMIT

    p = P("hi")
    print(p.shout(), type(p).__qualname__)
    print(repr(p).startswith("<__main__.other.<locals>.P object at 0x"))


def hierarchy():
    class Animal:
        def sound(self) -> str:
            return "..."

        def speak(self) -> str:
            return type(self).__name__ + " says " + self.sound()

    class Dog(Animal):
        def sound(self) -> str:
            return "woof"

    class Cat(Animal):
        legs = 4

        def sound(self) -> str:
            return "meow" * Cat.legs

    class Local(Base):
        kind = "local"

        def describe(self) -> str:
            return "[" + Base.describe(self) + "]"

    animals: list[Animal] = [Dog(), Cat(), Animal()]
    for a in animals:
        print(a.speak(), isinstance(a, Dog), isinstance(a, Animal))
    b = Local(-7)
    print(b.describe(), isinstance(b, Base), isinstance(b, Local), b.x)
    base: Base = b
    print(base.describe(), type(base).__qualname__)


def failing(n: int) -> int:
    class Checker:
        def check(self, v: int) -> int:
            if v < 0:
                raise ValueError("negative: " + str(v))
            return 100 // v

    c = Checker()
    try:
        print(c.check(0))
    except ZeroDivisionError as e:
        print("caught", e)
    return c.check(n)


def counters() -> None:
    for i in range(3):
        class Counter:
            total = 0
            names: list[str] = []

            def bump(self) -> int:
                Counter.total += 1
                return Counter.total

        k = Counter()
        k.bump()
        Counter.names.append("n" + str(i))
        print(i, k.bump(), Counter.total, Counter.names)


def nodes() -> None:
    class Node:
        def __init__(self, value: int, next: Optional["Node"] = None):
            self.value = value
            self.next = next

    head: Optional[Node] = None
    for v in [3, 2, 1]:
        head = Node(v, head)
    out = []
    while head is not None:
        out.append(head.value)
        head = head.next
    print(out)


def flagged(flag: bool) -> int:
    if flag:
        class Big:
            big = 9223372036854775807

            def get(self) -> int:
                return Big.big

        return Big().get()
    return -1


class Outer:
    def method(self) -> str:
        class Helper:
            def name(self) -> str:
                return type(self).__qualname__

        return Helper().name()


def outer_fn() -> str:
    def inner() -> str:
        class Deep:
            pass

        return type(Deep()).__qualname__

    return inner()


class MyError(Exception):
    pass


def raises() -> None:
    class LocalError(MyError):
        pass

    try:
        raise LocalError("bad")
    except MyError as e:
        print("caught", type(e).__name__, type(e).__qualname__, e)


print(make(5))
make(-3)
other()
hierarchy()
counters()
nodes()
print(flagged(True), flagged(False))
print(Outer().method())
print(outer_fn())
raises()
print(failing(4))
print(failing(-2))
