# Every form of import: modules, aliases, names and renamed names, used at module level and in
# functions; typing both ways.
import math
import math as m
import sys, time
from math import sqrt, pi
from math import floor as fl, e
from math import (
    tau,
    inf as infinity,
)
from typing import Optional
import typing


def area(r):
    return math.pi * r * r


def describe(x: typing.Optional[int], xs: typing.List[float]) -> str:
    if x is None:
        return "none " + str(len(xs))
    return "int " + str(x + len(xs))


def first(x: Optional[float]) -> float:
    if x is None:
        return pi
    return x


print(math.sqrt(16), m.sqrt(16), sqrt(16), fl(2.5), m.floor(-2.5))
print(pi, e, tau, infinity, -infinity, m.pi == math.pi)
print(area(2.0), area(1))
print(describe(None, [1.0]), describe(3, [1.0, 2.0]), first(None), first(1.5))
root = m.sqrt
print(root(2), [fl(x) for x in [0.5, 1.5]])
print(len(sys.argv), time.time() > 0)
