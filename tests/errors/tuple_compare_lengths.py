# CPython compares tuples of different lengths element by element; Kiln's tuple comparisons
# are synthesized per tuple type, so it refuses them clearly.
a = (1, 2, 3)
b = (1, 2)
print(a < b)  # ERROR "not supported yet: comparing tuples of different types"
