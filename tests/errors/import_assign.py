# Imported names are not variables.
from math import pi

pi = 3  # ERROR "not supported yet: assigning to \"pi\", which is imported"
print(pi)
