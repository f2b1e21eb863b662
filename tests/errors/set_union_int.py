s = {1, 2}
print(s.union([3], 5))  # ERROR "'int' object is not iterable"
