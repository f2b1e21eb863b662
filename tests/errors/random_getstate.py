# random.getstate is CPython's, not Kiln's yet.
import random

random.seed(1)
state = random.getstate()  # ERROR "not supported yet: random\.getstate"
