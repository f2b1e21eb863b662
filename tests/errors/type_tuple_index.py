# A constant index past the end of a tuple is caught at compile time.
t = (1, 2.5)
print(t[2])  # ERROR "tuple index out of range"
