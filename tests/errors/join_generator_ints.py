# CPython raises TypeError: sequence item 1: expected str instance, int found; Kiln refuses it.
xs = [1, 2]
print(",".join(str(x) for x in xs))
print(",".join(x for x in xs))  # ERROR "sequence item 0: expected str instance, int found"
