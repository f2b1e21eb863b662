# *args, keyword-only and positional-only parameters, f(*t), print(*t), loops over tuples.
def total(*nums):
    return nums


def head(first, *rest):
    return first, rest


def kw(a, *, scale=2, shift):
    return a * scale + shift


def po(a, b, /, c=10):
    return a + b + c


def opt(a, b=1):
    return a + b


print(total(1, 2, 3), total(), total("a", 1.5))
print(head(1), head(1, "x", 2.0))
print(kw(3, shift=1), kw(3, shift=1, scale=5))
print(po(1, 2), po(1, 2, c=3), po(1, 2, 3))
print(opt(1), opt(1, b=5))


def add3(a, b, c):
    return a + b + c


t = (1, 2, 3)
print(add3(*t))
pair = (10, 20)
print(add3(*pair, 5), add3(0, *pair))


def sum_all(*values):
    s = 0
    for v in values:
        s += v
    return s, len(values)


print(sum_all(1, 2, 3, 4), sum_all())
args = ("x", "y")
print(*args)
print(*args, sep="-")


def log(prefix, *parts, sep=" "):
    print(prefix, *parts, sep=sep)


log("a:", 1, 2)
log("b:", "p", "q", sep="|")
for word in ("one", "two"):
    print(word)
