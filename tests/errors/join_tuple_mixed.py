# CPython raises TypeError: sequence item 1: expected str instance, int found; Kiln refuses it.
print("-".join(("a", 1)))  # ERROR "sequence item 1: expected str instance, int found"
