# An exception raised in a generator propagating through another generator that iterates it,
# caught once, then uncaught: the traceback has a frame for each generator.


def inner(n):
    for i in range(n):
        if i == 2:
            raise ValueError("inner failed at " + str(i))
        yield i


def outer(n):
    for v in inner(n):
        yield v * 10


def delegate(n):
    total = yield from outer(n)
    return total


try:
    for x in outer(5):
        print("got", x)
except ValueError as e:
    print("caught", e)
for x in delegate(5):
    print("again", x)
