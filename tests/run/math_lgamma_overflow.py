# math.lgamma of a huge float overflows: OverflowError: math range error, uncaught.
import math
print(math.lgamma(1e300))
print(math.lgamma(1e308))
print("not reached")
