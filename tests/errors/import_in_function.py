# Imports inside functions are not built yet.
def f():
    import math  # ERROR "not supported yet: imports inside functions"
    return math.pi


print(f())
