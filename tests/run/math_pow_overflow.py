# math.pow overflowing: OverflowError.
import math
print("before")
print(math.pow(10.0, 400.0))
print("not reached")
