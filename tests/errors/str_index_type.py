# A str is indexed by an int or sliced.
s = "abc"
print(s["a"])  # ERROR "str indices must be integers, not str"
