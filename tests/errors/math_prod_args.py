import math

print(math.prod([1, 2], 3))  # ERROR "prod\(\) takes exactly 1 positional argument \(2 given\)"
