# A fresh raise whose exception one unnamed except clause of the same try statement certainly
# handles keeps its object in the frame (passes/excreuse.go, framedRaises); the object moves
# to the heap where the clause chains it to a new exception or sets it as kiln_handled
# (codegen/exc.go, handled). Every way the object can still be seen must show it intact.


class Base(Exception):
    pass


class Sub(Base):
    def __init__(self, code: int):
        super().__init__("sub " + str(code))
        self.code = code


class Other(Exception):
    pass


def reraise() -> None:
    raise  # the exception the caller's except clause handles


def count(n: int) -> int:
    caught = 0
    for i in range(n):
        try:
            if i % 3 == 0:
                raise KeyError(i)
            if i % 3 == 1:
                raise Sub(i)
        except Other:
            caught += 1000
        except (ValueError, KeyError):
            caught += 1
        except Base:
            caught += 10
    return caught


def bare(n: int) -> int:
    caught = 0
    for i in range(n):
        try:
            if i % 2 == 0:
                raise IndexError("idx " + str(i))
            caught += 100
        except:
            caught += 1
        else:
            caught += 2
    return caught


def chained_inside(i: int) -> None:
    # A new exception raised in the clause and caught inside it: its __context__ is the
    # (moved) frame object.
    try:
        raise KeyError("k" + str(i))
    except KeyError:
        try:
            x = 10 // (i - i)
            print(x)
        except ZeroDivisionError as z:
            print("inside", repr(z.__context__), str(z.__context__))


def chained_outside(i: int) -> None:
    # A new exception leaving the clause, caught by an enclosing try of the same function.
    try:
        try:
            raise Sub(i)
        except Base:
            raise ValueError("during " + str(i))
        finally:
            print("finally", i)
    except ValueError as v:
        c = v.__context__
        print("outside", repr(v), repr(c), str(c))


def chained_raise(i: int) -> None:
    # The same without a finally: a raise statement in the clause chains the frame object.
    try:
        try:
            raise Sub(i)
        except Base:
            raise ValueError("raised " + str(i))
    except ValueError as v:
        c = v.__context__
        print("raised", repr(v), repr(c), str(c))


def via_callee(i: int) -> None:
    # A callee's bare raise raises the handled exception: it must be on the heap by then.
    try:
        try:
            raise Sub(i)
        except Sub:
            reraise()
    except Sub as s:
        print("callee", s.code, str(s), repr(s.__context__))


def in_loop(n: int) -> int:
    total = 0
    for i in range(n):
        try:
            for j in range(5):
                if j == i % 5:
                    raise KeyError(j)
                total += j
        except KeyError:
            total += 100
            if i == 7:
                break
    return total


def leave_uncaught() -> None:
    junk: list[list[int]] = []
    for i in range(50):
        junk.append([i] * 100)
        try:
            if i % 10 == 9:
                raise Sub(i)
        except Sub:
            junk.append([])
            if i == 39:
                print(junk[i][0] // (i - 39))  # ZeroDivisionError, its context the Sub


print(count(1000))
print(bare(11))
for i in range(3):
    chained_inside(i)
    chained_outside(i)
    chained_raise(i)
    via_callee(i)
print(in_loop(20))
leave_uncaught()
