from typing import Iterator


def gen() -> Iterator[int]:
    yield 1
    return 5  # ERROR "gen\(\) returns int, but its annotation says it returns None"


print(list(gen()))
