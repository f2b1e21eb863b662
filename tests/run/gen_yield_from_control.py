# close() and throw() of a generator suspended in `yield from inner` go to inner first.


def inner(tag):
    try:
        yield tag + "1"
        yield tag + "2"
    finally:
        print("inner finally", tag)


def outer():
    try:
        yield "start"
        yield from inner("a")
        yield "end"
    finally:
        print("outer finally")


g = outer()
print(next(g), next(g))
g.close()  # inner's finally runs first, then outer's
print(next(g, "finished"))


# A throw the inner generator catches: it yields again, and throw returns that value.
def catching():
    n = 0
    while n < 3:
        try:
            yield n
        except ValueError as e:
            print("inner caught", e)
            yield -n
        n += 1
    return "inner done"


def delegating():
    r = yield from catching()
    print("inner returned", r)
    yield 100


d = delegating()
print(next(d), next(d))
print(d.throw(ValueError("v")))
print(list(d))


# A throw the inner does not catch propagates from it into the outer, whose handler runs.
def strict():
    try:
        yield 1
        yield 2
    finally:
        print("strict finally")


def guarding():
    try:
        yield from strict()
    except KeyError as e:
        print("outer caught", repr(e))
        yield 50
    yield 60


h = guarding()
print(next(h))
print(h.throw(KeyError("k")))
print(next(h))
print(next(h, -1))


# A throw that finishes the inner generator: the outer goes on after its yield from.
def finisher():
    try:
        yield 7
    except IndexError:
        print("finisher stops")


def after():
    yield from finisher()
    yield 8


a = after()
print(next(a))
print(a.throw(IndexError("i")))


# Two levels: close reaches the innermost first.
def middle():
    try:
        yield from inner("m")
    finally:
        print("middle finally")


def top():
    try:
        yield from middle()
    finally:
        print("top finally")


t = top()
print(next(t))
t.close()


# An inner generator catching GeneratorExit and yielding: RuntimeError, as CPython, which
# leaves the outer generator finished and the inner one suspended.
def stubborn():
    for i in range(2):
        try:
            yield i
        except GeneratorExit:
            print("stubborn ignores")


def wrapper(it):
    yield from it


st = stubborn()
w = wrapper(st)
next(w)
try:
    w.close()
except RuntimeError as e:
    print("RuntimeError", e)
print(next(w, -1), list(st))


# An uncaught throw through two generators: the traceback shows both.
def deep():
    yield 1


def shallow():
    yield from deep()


s = shallow()
next(s)
s.throw(ValueError("through"))
