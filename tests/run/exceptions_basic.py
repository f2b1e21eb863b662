# try/except/else/finally, raise forms, and exception values.


def parse(s: str) -> int:
    if s == "":
        raise ValueError("empty")
    if s == "x":
        raise KeyError
    return len(s)


for s in ["abc", "", "x"]:
    try:
        n = parse(s)
    except ValueError as e:
        print("ValueError:", e, repr(e), e.args)
    except KeyError as e:
        print("KeyError:", repr(e), len(e.args))
    else:
        print("parsed", n)
    finally:
        print("finally for", repr(s))

try:
    raise RuntimeError
except (ValueError, RuntimeError) as e:
    print("tuple caught", type(e).__name__, repr(e), "[" + str(e) + "]")

try:
    try:
        raise IndexError("inner")
    except KeyError:
        print("not here")
    print("not here either")
except LookupError as e:
    print("outer caught", repr(e))

try:
    raise TypeError("bare")
except:
    print("bare except")


def reraise():
    try:
        raise ValueError("again")
    except ValueError:
        print("handling, then raising again")
        raise


try:
    reraise()
except ValueError as e:
    print("reraised:", e)


def chain():
    d: dict[str, int] = {}
    try:
        d["k"]
    except KeyError as e:
        raise RuntimeError("wrapped") from e


try:
    chain()
except RuntimeError as e:
    print("chained:", e, repr(e.__cause__))

x = 5
try:
    assert x > 3
    print("assert passed")
    assert x < 3, "x too big: " + str(x)
except AssertionError as e:
    print("AssertionError:", e)

try:
    assert x == 4
except AssertionError as e:
    print("bare assert:", repr(e), e.args)

e = ZeroDivisionError("made, not raised")
print(e, repr(e), isinstance(e, ArithmeticError), isinstance(e, LookupError))
print(repr(Exception()), repr(KeyError("k")), str(KeyError("k")), str(KeyError(3)))
count = 0
for i in range(5):
    try:
        if i % 2 == 0:
            raise ValueError(str(i))
        count += 10
    except ValueError as err:
        count += len(str(err)) + 1
print("count", count)
