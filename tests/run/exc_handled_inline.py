# Calls made in an except clause: C functions and inline LLVM bodies (int arithmetic) run
# without kiln_handled set, Kiln functions with it (a bare raise there re-raises the handled
# exception); an uncaught exception's traceback of six frames (four inline, then on
# the heap).


def reraise():
    raise


def deep(n: int) -> int:
    if n == 0:
        raise ValueError("deep")
    return deep(n - 1) + 1


def handler_zero(d):
    r = 0
    try:
        raise KeyError(3)
    except KeyError as e:
        r += 1
        try:
            r = r // d  # ZeroDivisionError, chained to the KeyError
        except ZeroDivisionError as z:
            print(type(z.__context__).__name__, z.__context__ is e)
    return r


def handler_reraise():
    n = 0
    try:
        raise ValueError("first")
    except ValueError:
        n += 1
        try:
            reraise()
        except ValueError as v:
            print("reraised", v, n)


def main():
    print(handler_zero(0), handler_zero(1))
    handler_reraise()
    caught = 0
    for i in range(20):
        try:
            if i % 3 == 0:
                raise KeyError(i)
        except KeyError as e:
            caught += i + len(str(e))
    print(caught)
    deep(5)


main()
