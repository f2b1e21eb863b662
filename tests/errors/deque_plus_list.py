# deque + list is CPython's TypeError (can only concatenate deque (not "list") to deque).
from collections import deque
d = deque([1])
print(d + [2])  # ERROR "unsupported operand type\(s\) for \+: .deque\[int\]. and .list\[int\]."
