from collections import defaultdict

d = defaultdict(lambda x: x)  # ERROR "the default factory must take no arguments"
d[1] = 2
