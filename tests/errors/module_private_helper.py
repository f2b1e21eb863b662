# Private helpers of a Kiln module are not part of it.
import math

print(math._isinf(1.0))  # ERROR "module 'math' has no attribute '_isinf'"
