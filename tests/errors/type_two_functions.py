# Each def and lambda has a type of its own: one variable holds one function.
def double(x):
    return x * 2


def triple(x):
    return x * 3


op = double
print(op(2))
op = triple  # ERROR "cannot assign function\[triple\] to \"op\", which holds function\[double\]"
