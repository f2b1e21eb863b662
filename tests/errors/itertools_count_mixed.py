from itertools import count

c = count(0, 0.5)  # ERROR "not supported yet: count\(\) of an int start and a float step"
