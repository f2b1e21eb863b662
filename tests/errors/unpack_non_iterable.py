# An int cannot be unpacked, with or without a starred target.
n = 5
a, b = n  # ERROR "cannot unpack non-iterable int object"
c, *d = n  # ERROR "cannot unpack non-iterable int object"
print(a, b, c, d)
