# Keywords given when a partial object is called (overriding the stored ones) are not bound yet.
from functools import partial


def power(base, exp):
    return base ** exp


square = partial(power, exp=2)
print(square(2, exp=3))  # ERROR "not supported yet: keyword arguments in a call of a functools.partial object"
