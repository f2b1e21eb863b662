# A function that raises by a raise statement of its own is called inside a try through its
# direct version, which hands its exception back; an exception the runtime raises by unwinding
# out of a call it makes (UnboundLocalError, as Kiln's int overflow) must come back
# the same way and be caught by the caller's except (it went past it, uncaught). Exceptions
# the stdlib raises (IndexError, KeyError, ZeroDivisionError) too, and uncaught, the traceback
# runs through every frame.


def unbound(flag: int) -> int:
    if flag < 0:
        raise ValueError("negative flag")
    if flag > 0:
        y = flag
    return y


def generic(xs, flag):
    if flag < 0:
        raise ValueError("negative flag")
    for x in xs:
        if x > flag:
            y = x
    return y


for flag in [2, 0, -1]:
    try:
        print(unbound(flag))
    except UnboundLocalError as e:
        print("UnboundLocalError", e)
    except ValueError as e:
        print("ValueError", e)

for flag in [0, 5, -1]:
    try:
        print(generic([1, 2, 3], flag))
    except UnboundLocalError as e:
        print("generic UnboundLocalError", e)
    except ValueError as e:
        print("generic ValueError", e)


def pick(xs: list[int], i: int) -> int:
    if i < -100:
        raise ValueError("too small")
    return xs[i]


def lookup(d: dict[str, int], k: str) -> int:
    if k == "":
        raise ValueError("empty key")
    return d[k]


def ratio(a: int, b: int) -> float:
    if a < 0:
        raise ValueError("negative")
    return a / b


def outer(xs: list[int], i: int) -> int:
    return pick(xs, i) + 1


for i in [0, 5, -200]:
    try:
        print(pick([10, 20], i))
    except IndexError as e:
        print("IndexError", e)
    except ValueError as e:
        print("ValueError", e)

for k in ["a", "b", ""]:
    try:
        print(lookup({"a": 1}, k))
    except KeyError as e:
        print("KeyError", e)
    except ValueError as e:
        print("ValueError", e)

for b in [2, 0]:
    try:
        print(ratio(1, b))
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)

try:
    print(outer([1], 3))
except IndexError as e:
    print("outer", e)

print(outer([1, 2], 7))
