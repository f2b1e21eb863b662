# math.fmod(x, 0) is a domain error.
import math
print("before")
print(math.fmod(1.0, 0.0))
print("not reached")
