# bytes + str is CPython's TypeError at run time; Kiln refuses it.
print(b"a" + "b")  # ERROR "bytes"
