from collections import deque

d = deque([1])
print(d.pop())
try:
    d.pop()
except IndexError as e:
    print("IndexError:", e)
try:
    print(d[0])
except IndexError as e:
    print("IndexError:", e)
try:
    deque([1, 2]).remove(5)
except ValueError as e:
    print("ValueError:", e)
d.popleft()
