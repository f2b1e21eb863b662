# A generator an exception left is finished: next() raises StopIteration, list() is empty,
# in a program that never calls close() or throw().


def failing(n):
    i = 0
    while True:
        if i == n:
            raise ValueError("failed at " + str(i))
        yield i
        i += 1


g = failing(2)
print(next(g), next(g))
try:
    next(g)
except ValueError as e:
    print("caught", e)
try:
    next(g)
    print("resumed: wrong")
except StopIteration as e:
    print("StopIteration", repr(e))
print(list(g))
print(next(g, -1))

# A generator in a for loop that raises mid-way.
h = failing(3)
seen = []
try:
    for x in h:
        seen.append(x)
except ValueError as e:
    print("loop caught", e, seen)
print(list(h), next(h, -1))
for x in h:
    print("never", x)


def returns_value():
    yield 1
    if len("ab") == 2:
        raise KeyError("k")
    return 42


r = returns_value()
print(next(r))
try:
    next(r)
except KeyError as e:
    print("caught", repr(e))
try:
    next(r)
except StopIteration as e:
    # bare: the generator raised, it did not return 42
    print("StopIteration args", e.args)


# One generator driving another that raises: both are finished.
def outer(inner):
    for v in inner:
        yield v * 10


o = outer(failing(1))
print(next(o))
try:
    next(o)
except ValueError as e:
    print("outer caught", e)
print(list(o))

# A generator catching the exception of the one it drives stays alive.
def guarded():
    inner = failing(1)
    while True:
        try:
            yield next(inner)
        except ValueError:
            yield -1
        except StopIteration:
            return


print(list(guarded()))
