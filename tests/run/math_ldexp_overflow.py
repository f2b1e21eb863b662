# math.ldexp overflowing.
import math
print("before")
print(math.ldexp(1.0, 2000))
print("not reached")
