from collections import deque

print(deque(5))  # ERROR "'int' object is not iterable"
