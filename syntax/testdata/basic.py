"""Module docstring."""
import os, sys as system
import a.b.c as d
from . import x
from ..pkg.mod import (y as z, w,)
from ... import *
from __future__ import annotations


@decorator
@decorator.attr(1, key="v")
def f(a, b: int = 1, /, c=2, *args: str, d, e=3, **kwargs) -> "Result":
    """Docstring."""
    global g
    x = y = (1, 2)
    a, *b = [1, 2, 3]
    x += 1; x -= 2; x **= 3; x //= 4; x @= m; x >>= 1; x <<= 1; x |= 1; x &= 1; x ^= 1
    z: int = 5
    (q): int
    obj.attr: list[int]
    del a, b[0], c.d
    if x == 1 and y != 2 or not z:
        pass
    elif x is not None:
        return
    elif x not in y:
        return x, y
    else:
        raise ValueError("bad") from None
    while True:
        break
    else:
        continue
    for i, j in enumerate(range(10)):
        print(i, j, sep="")
    else:
        pass
    try:
        pass
    except (TypeError, ValueError) as exc:
        raise
    except Exception:
        pass
    else:
        pass
    finally:
        pass
    with open("f") as fh, lock:
        pass
    with (open("a") as a, open("b") as b,):
        pass
    with (a, b):
        pass
    with (yield):
        pass
    assert x, "message"
    lambda: 0
    lambda x, *y, z=1, **w: x + z
    return [i * 2 for i in range(10) if i % 2 if i > 3 for j in range(i)]


class C(Base, metaclass=Meta):
    x: int = 0

    def method(self):
        nonlocal_thing = {k: v for k, v in items.items()}
        s = {a for a in b}
        g = (a for a in b)
        d = {1: 2, **other, "k": [1, 2, 3,]}
        e = {1, 2, *rest}
        return super().method()


async def coro():
    await something()
    async for x in aiter():
        pass
    async with ctx() as c:
        pass
    return [x async for x in y]


x = 1 if y else 2
x = -2 ** -2
x = a < b <= c > d >= e == f != g in h not in i is j is not k
x = a | b ^ c & d << e >> f + g - h * i / j // k % l @ m
x = ~a + -b - +c
x = a[1:2, ::3, :, 4:]
x = a[1:2:3]
x = a[...]
x = f(*args, **kwargs)(1)[2].attr
x = f(x for x in y)
x = (yield)
x = [*a, *b]
x = ()
x = (1,)
x = 1,
y = (x := 10)
print(y := 3)
x = 0xFF + 0o17 + 0b1010 + 1_000_000 + 1.5 + .5 + 1. + 1e10 + 1.5e-3 + 3j + 1.5J + 10e400
x = 123456789012345678901234567890
x = 'single' "double" '''triple''' """triple double"""
x = r'raw\n' 'plain'
x = b'bytes\x00\xff' rb'raw bytes' Rb"RAW"
x = u'unicode'
x = "escapes \n \t \\ \' \" \a \b \f \v \r \0 \x41 \u00e9 \U0001F600 \777"
x = 'ünïcödé €'
x = """multi
line
string"""
x = 'continued \
string'
x = True, False, None, ...
if x:
    pass
elif y:
    pass
x = [
    1,
    2,
]
x = 1 + \
    2
type = 3
match = 1
match.attr = 2
print(match, type)
