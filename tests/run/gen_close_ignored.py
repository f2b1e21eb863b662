# A generator that yields after catching GeneratorExit: close() raises RuntimeError.


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        print("ignoring")
    yield 2


g = stubborn()
print(next(g))
try:
    g.close()
except RuntimeError as e:
    print("RuntimeError:", e)
h = stubborn()
next(h)
h.close()
