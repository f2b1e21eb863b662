# close() raises GeneratorExit where a generator is suspended: its finally clauses and
# handlers run; an unstarted or finished generator just becomes (stays) finished.


def counter(n):
    try:
        i = 0
        while i < n:
            yield i
            i += 1
    finally:
        print("finally", n)


g = counter(5)
print(next(g), next(g))
g.close()
print(next(g, -1))
g.close()
try:
    next(g)
except StopIteration as e:
    print("StopIteration", e.args)


def catcher():
    try:
        yield 1
        yield 2
    except GeneratorExit:
        print("GeneratorExit caught")
        raise
    except Exception:
        print("not here")
    print("not reached")


c = catcher()
print(next(c))
c.close()
print(list(c))

# Not started: the body never runs.
u = counter(3)
u.close()
print(list(u))

# Finished: nothing happens.
f = counter(2)
print(list(f))
f.close()
print(list(f))


def nested():
    try:
        try:
            yield "a"
        finally:
            print("inner finally")
        yield "b"
    except BaseException as e:
        print("outer caught", type(e).__name__)
    finally:
        print("outer finally")


n = nested()
print(next(n))
n.close()
n2 = nested()
print(next(n2), next(n2))
n2.close()


def returns_on_exit():
    try:
        yield 1
    except GeneratorExit:
        print("returning")
        return "done"


r = returns_on_exit()
print(next(r))
print(r.close())
print(next(r, 0))


# An exception raised from the body finishes the generator too.
def fails():
    yield 1
    raise ValueError("bad")
    yield 2


x = fails()
print(next(x))
try:
    next(x)
except ValueError as e:
    print("caught", e)
print(next(x, -1))
x.close()


# for loops and close together
def squares():
    k = 0
    try:
        while True:
            yield k * k
            k += 1
    finally:
        print("squares closed at", k)


s = squares()
for v in s:
    if v > 10:
        break
    print(v)
s.close()
try:
    try:
        raise GeneratorExit()
    except Exception:
        print("Exception caught it")
except BaseException as e:
    print("BaseException caught", type(e).__name__)
