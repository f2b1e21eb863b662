s = {1, 2}
s.update([3], [])  # ERROR "not supported yet: an empty literal beside other iterables in set.update\(\)"
print(s)
