# A user exception class without a message, and assert with one.


class Empty(Exception):
    pass


def check(xs: list[int]) -> None:
    assert len(xs) > 0, "no items"
    if xs[0] < 0:
        raise Empty


check([1])
try:
    check([-1])
except Empty as e:
    print("caught", repr(e))
empty: list[int] = []
check(empty)
