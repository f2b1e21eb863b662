# A name the random module does not have, in CPython either.
import random

print(random.randomint(1, 6))  # ERROR "module 'random' has no attribute 'randomint'"
