# math.pow(0.0, negative) is a domain error (CPython's math_pow).
import math
print("before")
print(math.pow(0.0, -1.0))
print("not reached")
