# throw(exc) raises exc where the generator is suspended.


def resilient():
    n = 0
    while True:
        try:
            yield n
            n += 1
        except ValueError as e:
            print("generator caught", e)
            n = 100
        finally:
            print("finally at", n)


g = resilient()
print(next(g))
print(next(g))
print(g.throw(ValueError("reset")))
print(next(g))
try:
    g.throw(KeyError("k"))
except KeyError as e:
    print("caller caught", repr(e))
print(next(g, -1))


def finishes():
    try:
        yield 1
    except RuntimeError:
        print("finishing")
    return "result"


f = finishes()
print(next(f))
try:
    f.throw(RuntimeError("stop"))
except StopIteration as e:
    print("StopIteration", e)


def nested():
    try:
        try:
            yield "inner"
        except IndexError:
            print("inner handler")
            raise TypeError("converted")
    except TypeError as e:
        print("outer handler", e)
        yield "after"


n = nested()
print(next(n))
print(n.throw(IndexError("i")))
print(list(n))

# Not started: raised before the first statement; finished: raised at once.
u = resilient()
try:
    u.throw(ValueError("early"))
except ValueError as e:
    print("early:", e)
print(next(u, -1))
try:
    f.throw(ValueError("late"))
except ValueError as e:
    print("late:", e)


def averages():
    total = 0
    count = 0
    while True:
        try:
            yield total // max(count, 1)
        except ArithmeticError:
            total = 0
            count = 0
            continue
        total += 10 * count
        count += 1


a = averages()
print(next(a), next(a), next(a), next(a))
print(a.throw(OverflowError("too big")))
print(next(a))
a.close()
