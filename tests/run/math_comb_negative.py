# math.comb with a negative k.
import math
print("before")
print(math.comb(5, -1))
print("not reached")
