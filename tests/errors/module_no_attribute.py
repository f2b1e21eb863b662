# An attribute the module does not have.
import math

print(math.sqroot(2.0))  # ERROR "module 'math' has no attribute 'sqroot'"
