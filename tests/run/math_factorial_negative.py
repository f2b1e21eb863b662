# math.factorial of a negative int.
import math
print("before")
print(math.factorial(-1))
print("not reached")
