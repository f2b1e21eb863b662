def g():
    yield 1
    return 2


it = g()
next(it)
try:
    next(it)
except StopIteration as e:
    print(e.value)  # ERROR "not supported yet: StopIteration.value"
