# A program's functions and classes named like the stdlib's helpers, builtins' and modules'.
import math
import random
import re
from collections import Counter


def _log(x):
    return "log:" + str(x)


def _sqrt(x):
    return x * 2


def _sorted(iterable, key=None, reverse: bool = False):
    return ["mine"]


def _make_str(a, b):
    return a + b


def gcd(a, b):
    return -1


def sqrt(x):
    return "sqrt?"


def _next_or(it, default):
    if default == 99:
        raise error("uncaught")
    return 42


class Random:
    def __init__(self, x):
        self.x = x

    def random(self):
        return self.x

    def seed(self, n):
        self.x = n


class error(Exception):
    pass


class _State:
    def __init__(self):
        self.n = 7


print(next(iter([5]), 0))
random.seed(3)
print(_log(3), _sqrt(4), _sorted([3, 1], None, False), _make_str("a", "b"), gcd(4, 6), sqrt(9))
print(math.log(100, 10), math.sqrt(16.0), math.gcd(12, 18), sorted([3, 1, 2]), math.log(8, 2))
print(random.randint(1, 100), random.random(), random.choice([1, 2, 3]), str(12) + "x")
print(_next_or(iter([1]), 0), next(iter([5]), 0), Counter("abca").most_common(1))
r = Random(5)
r.seed(6)
print(r.random(), random.Random(4).random(), _State().n)
m = re.match(r"(\d+)-(\d+)", "12-34")
if m:
    print(m.group(1), m.group(2))
try:
    re.compile("(")
except re.error as e:
    print("re.error:", e)
try:
    raise error("mine")
except error as e:
    print("error:", e)
_next_or(iter([1]), 99)
