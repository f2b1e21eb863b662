# CPython raises TypeError: can only join an iterable; Kiln refuses it.
n = 5
print("-".join(n))  # ERROR "can only join an iterable"
