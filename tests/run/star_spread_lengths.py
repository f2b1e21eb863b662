# One function spreading *args tuples of different lengths in its realizations.
def call(f, *args):
    return f(*args)


print(call(lambda x: x + 1, 1))
print(call(lambda a, b: a * b, 6, 7))
print(call(lambda: "none"))
print(call(lambda a, b, c: a + b + c, "x", "y", "z"))
