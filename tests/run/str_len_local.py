# str locals that only len() reads hold their lengths (pass lenlocal): the values assigned
# are still evaluated in order, with their effects and exceptions, and UnboundLocalError is
# raised where the str was never assigned.

NAMES = ["ada", "grace", "é", "日本語", "", "x" * 40]


def noisy(s: str) -> str:
    print("noisy", s)
    return s


def fails(n: int) -> str:
    if n > 2:
        raise ValueError("part " + str(n))
    return "ok" * n


def lengths(n: int) -> int:
    total = 0
    for i in range(n):
        first = NAMES[i % 6]
        last = NAMES[(i // 6) % 6]
        line = first + "." + last + "@" + str(i - 3) + ".example.org"
        total = (total * 7 + len(line) + len(first + "/" + last + "/" + line)) % 1000000007
    return total


def branches(flag: bool, k: int) -> int:
    if flag:
        s = noisy("ab") + "ü" * k
    else:
        s = str(-9223372036854775807 - 1) + noisy("c")
    n = len(s)
    s = "again"
    return n + len(s)


def unbound(flag: bool) -> int:
    if flag:
        w = "set"
    return len(w)


def raising(n: int) -> int:
    total = 0
    for i in range(n):
        w = "a" + fails(i) + "b"
        total += len(w)
    return total


def kept(n: int) -> str:
    w = "x" + str(n)
    print(len(w))
    return w


print(lengths(0), lengths(1), lengths(100))
print(branches(True, 3), branches(False, 0))
print(unbound(True))
print(kept(-12))
try:
    print(unbound(False))
except UnboundLocalError as e:
    print("UnboundLocalError", e)
try:
    print(raising(5))
except ValueError as e:
    print("ValueError", e)
print(raising(2))
print(raising(4))
