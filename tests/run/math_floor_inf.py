# math.floor of an infinity cannot be an int.
import math
print("before")
print(math.floor(math.inf))
print("not reached")
