from typing import Generator


def inner() -> Generator[int, int, None]:
    x = yield 1
    print(x)


def gen() -> Generator[int, int, None]:
    yield from inner()  # ERROR "not supported yet: yield from in a generator that is sent values"


print(list(gen()))
