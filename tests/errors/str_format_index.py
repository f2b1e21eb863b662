# A field numbering past the arguments: CPython raises IndexError when the call runs.
print("{} and {}".format("one"))  # ERROR "Replacement index 1 out of range for positional args tuple"
