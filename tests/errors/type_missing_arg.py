# A call missing a required argument.
def add(a, b):
    return a + b


print(add(1))  # ERROR "add\(\) missing 1 required positional argument: 'b'"
