# math.acosh below 1.
import math
print("before")
print(math.acosh(0.5))
print("not reached")
