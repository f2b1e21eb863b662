# str.join takes an iterable of strs; CPython raises TypeError: sequence item 0: expected str
# instance, int found at run time, Kiln refuses the call.
parts = [1, 2, 3]
print(", ".join(parts))  # ERROR "sequence item 0: expected str instance, int found"
