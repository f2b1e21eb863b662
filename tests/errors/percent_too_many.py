# More arguments than conversion specifiers: CPython raises TypeError.
print("%d" % (1, 2))  # ERROR "not all arguments converted during string formatting"
