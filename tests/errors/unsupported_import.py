# Modules come with the stdlib.
import math  # ERROR "not supported yet: import statements"
print(math.pi)
