# math.log(0) is a domain error (a singularity), as in CPython.
import math
print("before")
print(math.log(0))
print("not reached")
