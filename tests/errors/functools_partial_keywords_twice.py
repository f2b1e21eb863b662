# CPython raises TypeError: power() got multiple values for argument 'exp' at the call.
from functools import partial


def power(base, exp):
    return base ** exp


cube = partial(power, exp=3)  # ERROR "power\(\) got multiple values for argument 'exp'"
print(cube(2, 3))
