# What a class inside a function may not hold: its body runs once, at module level.
from dataclasses import dataclass

N = 3


def f() -> None:
    @dataclass  # ERROR "not supported yet: decorators on classes inside functions"
    class D:
        x: int

    class A:
        size = N * 2  # ERROR "not supported yet: in a class inside a function, statements other than methods and class attributes set to literals"
        print("body")  # ERROR "statements other than methods"

    if N > 1:
        class B:
            pass
    else:
        class B:  # ERROR "not supported yet: two classes named B in one function"
            pass

    print(D(1), A(), B())


f()
