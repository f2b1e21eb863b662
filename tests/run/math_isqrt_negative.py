# math.isqrt of a negative int.
import math
print("before")
print(math.isqrt(-4))
print("not reached")
