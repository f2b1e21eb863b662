# math.gamma at a pole (a negative integer): ValueError: math domain error, uncaught.
import math
print(math.gamma(-2.5))
print(math.gamma(-3))
print("not reached")
