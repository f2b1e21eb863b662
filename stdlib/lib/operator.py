"""The operator module, as CPython's Lib/operator.py: the operators as functions, usable as
values (`reduce(operator.mul, xs, 1)`), and itemgetter, attrgetter and methodcaller, whose calls
the checker rewrites (types/operator.go) into a getter object holding a lambda that does the
access, since an item index of a tuple or an attribute name must be a constant there."""


# ---------------------------------------------------------------------------
# Comparisons

def lt(a, b):
    return a < b


def le(a, b):
    return a <= b


def eq(a, b):
    return a == b


def ne(a, b):
    return a != b


def ge(a, b):
    return a >= b


def gt(a, b):
    return a > b


# ---------------------------------------------------------------------------
# Logical and identity

def not_(a) -> bool:
    return not a


def truth(a) -> bool:
    return True if a else False


def is_(a, b) -> bool:
    return a is b


def is_not(a, b) -> bool:
    return a is not b


# ---------------------------------------------------------------------------
# Arithmetic and bitwise

def abs(a):
    return a.__abs__()


def add(a, b):
    return a + b


def and_(a, b):
    return a & b


def floordiv(a, b):
    return a // b


def index(a) -> int:
    if isinstance(a, bool):
        return 1 if a else 0
    if isinstance(a, int):
        return a
    return a.__index__()


def inv(a):
    return ~a


def invert(a):
    return ~a


def lshift(a, b):
    return a << b


def mod(a, b):
    return a % b


def mul(a, b):
    return a * b


def neg(a):
    return -a


def or_(a, b):
    return a | b


def pos(a):
    return +a


def pow(a, b):
    return a ** b


def rshift(a, b):
    return a >> b


def sub(a, b):
    return a - b


def truediv(a, b):
    return a / b


def xor(a, b):
    return a ^ b


# ---------------------------------------------------------------------------
# Sequences

def concat(a, b):
    return a + b


def contains(a, b) -> bool:
    return b in a


def countOf(a, b) -> int:
    count = 0
    for i in a:
        if i == b:
            count += 1
    return count


def getitem(a, b):
    return a[b]


def indexOf(a, b) -> int:
    i = 0
    for j in a:
        if j == b:
            return i
        i += 1
    _raise("ValueError", "sequence.index(x): x not in sequence")
    return -1


# ---------------------------------------------------------------------------
# In-place operators: each returns its first operand after the augmented assignment.

def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def itruediv(a, b):
    # a /= b makes a float of ints: the result is a new value, as for every immutable a.
    return a / b


def ifloordiv(a, b):
    a //= b
    return a


def imod(a, b):
    a %= b
    return a


# ---------------------------------------------------------------------------
# Getters. The checker checks a call of itemgetter, attrgetter or methodcaller as one of
# _getter_of with the argument values' tuple, the lambda doing the access and the lambda making
# the repr (types/operator.go): these bodies never run.

class _getter[A, F, R]:
    def __init__(self, args: A, access: F, text: R):
        self._args = args
        self._access = access
        self._text = text

    def __call__(self, obj):
        return self._access(obj, self._args)

    def __repr__(self) -> str:
        return self._text(self._args)


def _getter_of(args, access, text):
    return _getter(args, access, text)


def itemgetter(item, *items):
    return _getter_of((item,), 0, 0)


def attrgetter(attr, *attrs):
    return _getter_of((attr,), 0, 0)


def methodcaller(name, *args):
    return _getter_of((name,), 0, 0)
