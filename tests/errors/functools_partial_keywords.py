from functools import partial


def power(base, exp):
    return base ** exp


square = partial(power, exp=2)  # ERROR "not supported yet: partial\(\) with keyword arguments"
