# with statements: __enter__'s result bound to the target, __exit__ called with three Nones on
# a normal exit and with the exception's class, the exception and a traceback when the body
# raises; several items nest; without `as` the result of __enter__ is dropped.

from typing import Optional


class Resource:
    def __init__(self, name: str):
        self.name = name
        self.open = False

    def __enter__(self):
        print("enter", self.name)
        self.open = True
        return self

    def __exit__(self, exc_type, exc, tb):
        self.open = False
        print("exit", self.name, exc_type, exc, tb is None)
        if exc_type is not None:
            print("  class", exc_type.__name__, exc_type.__module__, isinstance(exc, ValueError))


class Counter:
    """__enter__ returns something other than the manager."""

    def __init__(self):
        self.entered = 0

    def __enter__(self) -> int:
        self.entered += 1
        return self.entered * 10

    def __exit__(self, exc_type, exc, tb) -> None:
        print("counter exit", self.entered)


class ParseError(Exception):
    pass


with Resource("file") as r:
    print("body", r.name, r.open)
print("after", r.open)

with Resource("outer"), Resource("inner") as i:
    print("two items", i.name)

with Resource("anonymous"):
    print("no target")

c = Counter()
with c as n:
    print("n", n)
with c as n:
    print("n", n)

with Resource("a") as a, Resource("b") as b, Counter() as k:
    print("three", a.name, b.name, k)


def parse(text: str) -> int:
    with Resource("parse " + text):
        if text == "":
            raise ParseError("empty input")
        return int(len(text))


print(parse("abc"))
try:
    parse("")
except ParseError as e:
    print("caught", e)

try:
    with Resource("x"), Resource("y"):
        print("raising")
        raise ValueError("bad value")
except ValueError as e:
    print("caught", e, e.args)

try:
    with Resource("z"):
        d = {"a": 1}
        print(d["b"])
except KeyError as e:
    print("caught KeyError", e)


def nested(depth: int) -> str:
    with Resource("level " + str(depth)):
        if depth == 0:
            return "bottom"
        return nested(depth - 1)


print(nested(2))


class Annotated:
    """__exit__'s parameters annotated as typeshed writes them (tb left unannotated)."""

    def __enter__(self) -> "Annotated":
        return self

    def __exit__(self, exc_type: Optional[type[BaseException]], exc: Optional[BaseException], tb) -> bool:
        print("annotated exit", exc_type, exc)
        return exc_type is not None and exc_type.__name__ == "IndexError"


with Annotated():
    print("fine")
with Annotated():
    raise IndexError("suppressed by name")
print("done")
