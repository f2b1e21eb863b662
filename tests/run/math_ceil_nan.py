# math.ceil of a NaN cannot be an int.
import math
print("before")
print(math.ceil(math.nan))
print("not reached")
