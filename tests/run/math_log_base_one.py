# math.log(x, 1) divides by log(1) == 0.0.
import math
print("before")
print(math.log(8, 1))
print("not reached")
