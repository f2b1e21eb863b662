# __context__ is the exception being handled when another was raised (in an except clause, a
# finally clause an exception entered, or anything they call); __cause__ comes from
# `raise X from Y`, which also sets __suppress_context__ (as `from None` does).


class AppError(Exception):
    pass


def convert(table: dict[str, int], key: str) -> int:
    try:
        return table[key]
    except KeyError:
        raise AppError("no " + key)


def checked(x: int) -> int:
    return 10 // x


def recover(x: int) -> int:
    try:
        return checked(x)
    except ZeroDivisionError:
        return checked(x - 1)


try:
    convert({"a": 1}, "b")
except AppError as e:
    print("context:", type(e.__context__).__name__, e.__context__)
    print("cause:", e.__cause__, e.__suppress_context__)

try:
    recover(1)
    recover(0)
except ZeroDivisionError as e:
    print("runtime error in handler:", e, "/", e.__context__)

try:
    try:
        raise IndexError("first")
    finally:
        print("finally entered by an exception")
        raise ValueError("second")
except ValueError as e:
    print("from finally:", e, "/", e.__context__)

try:
    try:
        print("no exception")
    finally:
        raise ValueError("alone")
except ValueError as e:
    print("finally without an exception:", e.__context__)

try:
    try:
        raise IndexError("k")
    except IndexError as k:
        raise AppError("wrapped") from k
except AppError as e:
    print("from:", e.__cause__, e.__suppress_context__, e.__context__)

try:
    try:
        raise IndexError("hidden")
    except IndexError:
        raise AppError("clean") from None
except AppError as e:
    print("from None:", e.__cause__, e.__suppress_context__, e.__context__)

try:
    try:
        raise IndexError("a")
    except IndexError as a:
        try:
            raise ValueError("b")
        except ValueError:
            raise RuntimeError("c")
except RuntimeError as e:
    print("chain:", e, "<-", e.__context__, "<-", e.__context__.__context__)

try:
    try:
        raise ValueError("same")
    except ValueError as v:
        raise v
except ValueError as e:
    print("re-raised itself:", e.__context__)

for i in range(2):
    try:
        try:
            raise KeyError(i)
        except KeyError:
            if i == 1:
                raise ValueError("in loop " + str(i))
    except ValueError as e:
        print(e, "context", e.__context__)
