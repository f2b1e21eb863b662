# Optional[T] for value types: None or a T, by value. `is None` / `is not None` (and == / !=
# None, and truth) narrow the variable to T where it cannot be None, including after an early
# return, continue or break; an assignment ends the narrowing.
from typing import Optional, Union


def find(xs: list[int], v: int) -> Optional[int]:
    i = 0
    for x in xs:
        if x == v:
            return i
        i += 1
    return None


def index_of(xs: list[str], s: str) -> int | None:
    for i in range(len(xs)):
        if xs[i] == s:
            return i
    # falls off the end: None


def greet(name: Optional[str] = None, times: Union[int, None] = None) -> str:
    if name is None:
        name = "world"
    n = 1 if times is None else times
    return ("hello " + name + " ") * n


def describe(x: Optional[int]) -> str:
    if x is None:
        return "nothing"
    elif x < 0:
        return "negative " + str(-x)
    else:
        return "positive " + str(x + 0)


def total(xs: list[Optional[int]]) -> int:
    s = 0
    for x in xs:
        if x is None:
            continue
        s += x
    return s


def first_none(xs: list[Optional[float]]) -> int:
    i = 0
    for x in xs:
        if x == None:
            break
        i += 1
    return i


def countdown(start: Optional[int]) -> int:
    steps = 0
    n = start
    if n is None:
        return -1
    while n > 0:
        n -= 2
        steps += 1
    return steps


def parse_digit(c: str):
    # Unannotated: returning None on one path and an int on another gives Optional[int].
    if "0" <= c and c <= "9":
        return ord_digit(c)
    return None


def ord_digit(c: str) -> int:
    d = 0
    for k in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]:
        if k == c:
            return d
        d += 1
    return -1


def largest(xs: list[int]):
    best = None
    for x in xs:
        if best is None or x > best:
            best = x
    return best


def until_found(xs: list[int], target: int) -> Optional[int]:
    found = None
    i = 0
    while found is None and i < len(xs):
        if xs[i] == target:
            found = i
        i += 1
    return found


print(find([4, 5, 6], 6), find([4, 5, 6], 7))
print(index_of(["a", "b"], "b"), index_of(["a", "b"], "z"))
print(greet(), greet("kiln"), greet("x", 3), greet(times=2))
print(describe(None), describe(-4), describe(9))
print(total([1, None, 2, None, 3]), first_none([1.5, 2.5, None, 4.0]), first_none([None, 1.0]))
print(countdown(None), countdown(7))
print(parse_digit("7"), parse_digit("x"))
no_ints: list[int] = []
print(largest([3, 9, 2]), largest(no_ints))
print(until_found([5, 6, 7], 7), until_found([5, 6, 7], 8))

# Printing, str and repr, as CPython.
s: Optional[str] = "it's"
print(s, str(s), repr(s))
s = None
print(s, str(s), repr(s))
f: Optional[float] = 0.1 + 0.2
print(f, [f, None])
t: Optional[tuple[int, str]] = (1, "one")
print(t)
b: Optional[bool] = False
print(b, b is None)

# Comparisons: == and != with the element type and with None, as CPython.
a = find([1, 2, 3], 2)
c = find([1, 2, 3], 9)
print(a == 1, a != 1, 1 == a, a == 2, a == None, a != None, None == a)
print(c == 1, c != 1, c == None, c is None, c is not None, a == c, c == c)

# Truth: None is false, and so is a zero.
for v in [a, c, find([0], 0)]:
    if v:
        print("true", v)
    else:
        print("false", v)
print(bool(a), bool(c), not c)

# Narrowing in and/or, conditional expressions and comprehensions.
print(a is not None and a > 0, c is None or c > 0)
print(a + 1 if a is not None else -1)
xs = [1, None, 3, None]
print([x * 10 for x in xs if x is not None], len([x for x in xs if x is None]))

# An unannotated variable assigned None on one path and an int on another is an Optional[int].
m = None
for i in range(10):
    if i * i > 20:
        m = i
        break
print(m)
if m is not None:
    print(m * m)
m = None
print(m)

# An Optional field.
class Account:
    def __init__(self, owner: str):
        self.owner = owner
        self.limit: Optional[int] = None

    def can_spend(self, amount: int) -> bool:
        limit = self.limit
        if limit is None:
            return True
        return amount <= limit


acct = Account("ann")
print(acct.limit, acct.can_spend(100))
acct.limit = 50
print(acct.limit, acct.can_spend(100), acct.can_spend(20))


# An unannotated parameter with a None default: the call without it realizes the function for
# None, where the branches for a value are never taken (and not compiled).
def label(name=None):
    if name is None:
        name = "anonymous"
    return "<" + name + ">"


def plus_one(x=None):
    if x is not None:
        return x + 1
    return 0


def scaled(x=None, k=2):
    if x is None:
        return -1
    return x * k


print(label(), label("kiln"), plus_one(), plus_one(41), scaled(), scaled(4), scaled(4, k=3))
