# A lone closing brace: CPython raises ValueError when the call runs.
print("a } b {}".format(1))  # ERROR "Single '\}' encountered in format string"
