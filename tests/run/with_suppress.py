# A true value returned by __exit__ suppresses the exception: control goes on after the with
# statement. A false one (or None) lets it propagate.

from typing import Optional


class Suppress:
    def __init__(self, kind: str):
        self.kind = kind

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb) -> bool:
        if exc_type is None:
            print("no exception")
            return False
        if self.kind == "value" and isinstance(exc, ValueError):
            print("suppressing", exc_type, exc)
            return True
        if self.kind == "all":
            print("suppressing", exc_type.__name__)
            return True
        print("letting through", exc_type)
        return False


class Quiet(Exception):
    pass


with Suppress("value"):
    print("before")
    raise ValueError("ignored")
    print("never")
print("after first")

with Suppress("value"):
    print("nothing raised")

try:
    with Suppress("value"):
        raise KeyError("k")
except KeyError as e:
    print("propagated", repr(e))

with Suppress("all"):
    raise Quiet("hush")

with Suppress("all"), Suppress("value"):
    raise Quiet("inner lets it through, outer suppresses")


def safe_div(a: int, b: int) -> int:
    result = -1
    with Suppress("all"):
        result = a // b
    return result


print(safe_div(7, 2), safe_div(1, 0))


def first_even(xs: list[int]) -> int:
    for x in xs:
        with Suppress("value"):
            if x % 2 == 1:
                raise ValueError("odd " + str(x))
            return x
    return -1


print(first_even([1, 3, 4, 5]))
print(first_even([1, 3]))


def may_return(flag: bool) -> Optional[int]:
    with Suppress("all"):
        if flag:
            raise Quiet("suppressed")
        return 1


print(may_return(False), may_return(True))
