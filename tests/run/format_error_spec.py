# More than one character after the precision is not a format spec.
spec = ">10.2ff"
print(format(3, ">10"))
print(format(3, spec))
