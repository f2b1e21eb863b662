# math.sqrt of a negative number: ValueError: math domain error.
import math
print("before")
print(math.sqrt(-1))
print("not reached")
