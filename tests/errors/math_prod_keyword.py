import math

print(math.prod([1, 2], begin=3))  # ERROR "prod\(\) got an unexpected keyword argument 'begin'"
