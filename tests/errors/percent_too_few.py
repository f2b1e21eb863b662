# Fewer arguments than conversion specifiers: CPython raises TypeError.
print("%d and %d" % (1,))  # ERROR "not enough arguments for format string"
