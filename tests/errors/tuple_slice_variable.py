# A tuple sliced by a variable would have a type known only at run time.
t = (1, 2, 3)
n = 2
print(t[:n])  # ERROR "not supported yet: tuple slices with bounds other than integer constants"
