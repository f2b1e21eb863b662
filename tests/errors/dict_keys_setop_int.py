# The other operand of a keys view operator must be iterable (TypeError in CPython).
d = {1: 2}
print(d.keys() & 5)  # ERROR "'int' object is not iterable"
