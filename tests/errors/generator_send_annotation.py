from typing import Generator


def gen() -> Generator[int, int, None]:  # ERROR "not supported yet: generators that are sent values"
    yield 1


print(list(gen()))
