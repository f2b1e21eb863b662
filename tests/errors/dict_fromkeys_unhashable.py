# CPython raises TypeError: unhashable type: 'list' at run time; Kiln refuses it at compile time.
print(dict.fromkeys([[1], [2]], 0))  # ERROR "unhashable type: 'list'"
