# math.exp overflowing: OverflowError: math range error.
import math
print("before")
print(math.exp(1000))
print("not reached")
