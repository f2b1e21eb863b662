from itertools import tee

k = 3
a = tee([1, 2], k)  # ERROR "not supported yet: tee\(\) with an n that is not an int constant"
