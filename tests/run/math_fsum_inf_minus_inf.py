# math.fsum of inf and -inf.
import math
print("before")
print(math.fsum([math.inf, -math.inf]))
print("not reached")
