# A call with too many arguments, with CPython's TypeError wording.
def add(a, b):
    return a + b


print(add(1, 2, 3))  # ERROR "add\(\) takes 2 positional arguments but 3 were given"
