t = (0, *range(3))  # ERROR "not supported yet: \*range in a tuple display"
print(t)
