# math.isclose with a negative tolerance.
import math
print("before")
print(math.isclose(1.0, 2.0, rel_tol=-1.0))
print("not reached")
