# passes: canonicalize strconcat
def greet(first: str, last: str) -> str:
    return "Hello, " + first + " " + last + "!"  # five parts: one _str_cat5


def three(a: str, b: str, c: str) -> str:
    return a + b + c


def two(a: str, b: str) -> str:
    return a + b  # one + already allocates once: not rewritten


def key(name: str, n: int) -> str:
    return name + str(n)  # two parts, one an int: written straight into the result


def long(a: str, b: str, n: int) -> str:
    # eleven parts, ten once the adjacent constants "-" and "=" are one: _str_cat8, whose
    # result is the first part of a _str_cat4
    return a + "," + b + "," + str(n) + "," + a + "," + b + "-" + "=" + a


def floats(a: str, x: float) -> str:
    return a + str(x) + a  # str() of a float stays a call


def measure(a: str, b: str, n: int) -> int:
    # the lengths of the parts, added: no string is built
    return len(a + "/é/" + b + str(n)) + len(a + b) + len(b) + len(str(n))


def fmt(name: str, n: int) -> str:
    # the f-string's join is a helper call; n is a part itself, n:3 stays a __format__ call
    return f"{name}={n}é[{n:3}]" + "!"


def fmt_then_call(name: str, n: int) -> str:
    # name is read by the join after fmt's call: it stays a + of the joined format
    return f"{name}:{n}" + fmt(name, n) + "."


def joins(a: str, n: int, sep: str, xs: list[str]) -> str:
    # a constant separator and a list display: a concatenation (adjacent constants merged, ""
    # dropped); a variable separator or a list variable: still str.join
    return ",".join([a, str(n), a + "!"]) + "".join([a, ""]) + "-".join([a]) + sep.join([a, a]) + ",".join(xs)


def grow(xs: list[int]) -> list[int]:
    xs.append(0)
    return [1]


def lists(xs: list[int], ys: list[int]) -> int:
    # len(xs + ys + xs[1:]) adds the lengths; a part that may write (grow appends to xs) keeps
    # the list
    return len(xs + ys + xs[1:]) + len(xs + grow(xs))


print(greet("Ada", "Lovelace"), three("x", "y", "z"), two("p", "q"), key("k", -12))
print(long("a", "b", 7), floats("a", 1.5), measure("ab", "c", 100), fmt("n", 4), lists([1, 2], [3]), fmt_then_call("m", 5), joins("j", 1, "+", ["y"]))
