# A module without importing it.
print(math.pi)  # ERROR "name \"math\" is not defined"
