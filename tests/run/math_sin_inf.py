# math.sin(inf) is a domain error: a NaN from a non-NaN argument.
import math
print("before")
print(math.sin(math.inf))
print("not reached")
