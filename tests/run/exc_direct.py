# Raises that go to a handler without unwinding (a raise inside a try in the same function,
# a function that raises called inside a try) keep CPython's semantics: tracebacks, context,
# finally, re-raise.


class Invalid(ValueError):
    def __init__(self, code):
        super().__init__("invalid")
        self.code = code


def check(i):
    if i % 3 == 0:
        raise Invalid(i % 7)
    return i


def middle(i):
    return check(i) + 1


def outer(i):
    try:
        return middle(i) * 2
    finally:
        print("outer finally", i)


def in_handler(i):
    try:
        check(i)
    except Invalid as e:
        raise KeyError(e.code)


def local(n):
    caught = 0
    for i in range(n):
        try:
            if i % 2 == 0:
                raise KeyError(i)
            caught += 10
        except KeyError as e:
            caught += 1
            print("caught", e, repr(e), e.args)
    return caught


def reraise(i):
    try:
        check(i)
    except Invalid:
        print("re-raising")
        raise


def nested(i):
    try:
        try:
            raise IndexError("inner")
        finally:
            print("nested finally")
    except IndexError as e:
        print("nested caught", e)
    try:
        try:
            check(i)
        except KeyError:
            print("wrong clause")
    except ValueError as e:
        print("outer clause", type(e).__name__, e)


total = 0
for i in range(7):
    try:
        total += outer(i)
    except Invalid as e:
        total += e.code
        print("caught", i, e, e.code)
print("total", total)
print(local(5))
for i in (3, 4):
    try:
        in_handler(i)
        print("no raise", i)
    except KeyError as e:
        print("context", repr(e), repr(e.__context__))
nested(6)
try:
    reraise(9)
except ValueError as e:
    print("reraised", repr(e))
reraise(12)
