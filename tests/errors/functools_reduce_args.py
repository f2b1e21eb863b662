from functools import reduce

print(reduce(lambda a, b: a + b))  # ERROR "reduce expected at least 2 arguments, got 1"
