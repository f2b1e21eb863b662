from collections import deque

print(deque("abc"))  # ERROR "not supported yet: deque\(\) of a str"
