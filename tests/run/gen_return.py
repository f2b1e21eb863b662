# A generator's return value: what `x = yield from g()` receives, and the StopIteration that
# next() raises on the finished generator; yield from as an expression.
from typing import Generator


def sub(n):
    for i in range(n):
        yield i
    return n * 10


def mid():
    x = yield from sub(3)
    print("sub returned", x)
    y = yield from [7, 8]
    print("a list gives", y)
    z = (yield from sub(1)) + 1
    return str(x + z)


def top():
    r = yield from mid()
    print("mid returned", r)
    yield -1


def annotated(n: int) -> Generator[int, None, str]:
    yield n
    return "annotated " + str(n)


def early(n):
    i = 0
    while True:
        if i == n:
            return "stopped at " + str(i)
        yield i
        i += 1


def with_finally():
    try:
        yield 1
        return 2
    finally:
        print("finally runs before the value is handed on")


def outer_finally():
    v = yield from with_finally()
    print("got", v)


def nothing():
    yield 1


print(list(top()))
for v in sub(2):
    print("loop", v)
g = sub(1)
print(next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e, repr(e), e.args)
try:
    next(g)
except StopIteration as e:
    print("again", repr(e))
h = nothing()
print(next(h), next(h, 5))
try:
    next(h)
except StopIteration as e:
    print("stop", e, repr(e), e.args)
a = annotated(4)
print(next(a))
try:
    next(a)
except StopIteration as e:
    print(e)
print(list(early(3)))
e2 = early(0)
try:
    next(e2)
except StopIteration as e:
    print(repr(e))
print(list(outer_finally()))
print(next(iter([1, 2])))
next(sub(0))
