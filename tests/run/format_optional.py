# A format spec on an Optional value: None formats as object does (TypeError for a non-empty
# spec, 'None' for an empty one), a value as its own type does; !a of an Optional.
from typing import Optional


class Money:
    def __init__(self, c: int):
        self.c = c

    def __format__(self, spec: str) -> str:
        return format(self.c / 100, spec)

    def __repr__(self) -> str:
        return "Money(" + str(self.c) + ")"


def find(xs: list[int], k: int) -> Optional[int]:
    for x in xs:
        if x == k:
            return x
    return None


def price(ok: bool) -> Optional[Money]:
    if ok:
        return Money(1234)
    return None


for k in [3, 9]:
    x = find([1, 3, 5], k)
    print(f"[{x}] [{x!r:>6}] [{x!a}] [{x!s:^7}]")
    if x is not None:
        print(f"[{x:>5}] [{x:05d}]")
    try:
        print(f"[{x:>5}]")
    except TypeError as e:
        print("TypeError:", e)
    print("[{0:}] [{0!a}]".format(x), format(x), format(x, ""))
    try:
        print("[{:x}]".format(x))
    except TypeError as e:
        print("TypeError:", e)
for ok in [True, False]:
    m = price(ok)
    spec = ".2f"
    try:
        print(f"{m:{spec}}", f"{m!a}", f"{m}")
    except TypeError as e:
        print("TypeError:", e)
    print(f"{m!r:>12}|", format(m, ""))
s: Optional[str] = None
print(f"{s!a} {s!r:>6}")
s = "é"
print(f"{s!a} {s:>3}")


class Plain:
    def __init__(self, n: int):
        self.n = n

    def __str__(self) -> str:
        return "Plain" + str(self.n)


def plain(ok: bool) -> Optional[Plain]:
    if ok:
        return Plain(1)
    return None


for ok in [True, False]:
    p = plain(ok)
    print(f"{p}", format(p, ""), "{}".format(p))
    try:
        print(f"{p:>9}")
    except TypeError as e:
        print("TypeError:", e)
f: Optional[float] = 2.5
print(f"{f:08.3f}|{f:e}|{f!r:>6}")
f = None
try:
    print(f"{f:08.3f}")
except TypeError as e:
    print("TypeError:", e)
print("%s %r" % (f, f))
