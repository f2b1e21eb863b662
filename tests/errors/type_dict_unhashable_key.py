# A list cannot be a dict key: CPython raises TypeError, Kiln refuses it at compile time.
index = {[1, 2]: "pair"}  # ERROR "unhashable type: 'list'"
print(index)
