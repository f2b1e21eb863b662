# str.join takes a list of strs; CPython raises TypeError at run time, Kiln refuses the call.
parts = [1, 2, 3]
print(", ".join(parts))  # ERROR "join\(\) argument 'parts' must be list\[str\], not list\[int\]"
