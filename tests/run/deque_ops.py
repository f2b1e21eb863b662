# deque: insert (list.insert's positions; IndexError on a full bounded deque), + and * (keeping
# maxlen), += of any iterable, *=, copy, index, count, remove, rotate, extend of itself.
from collections import deque

d = deque([1, 2, 3])
d.insert(1, 10)
d.insert(0, 0)
d.insert(100, 99)
d.insert(-1, 7)
d.insert(-100, -5)
print(d)
e = deque([4, 5])
print(d + e, e + d, e * 3, 2 * e, e * 0, e * -1)
b = deque([1, 2], maxlen=3)
print(b + e, e + b, b * 3)
b *= 2
print(b)
e += [6, 7]
e += range(8, 10)
e += e
print(e, len(e))
print(e.index(7), e.count(4), e.count(100))
e.remove(5)
e.rotate(2)
print(e)
e.rotate(-3)
print(e)
e.extend(e)
print(e)
c = e.copy()
c.append(1)
print(c == e, len(c), len(e))
f = deque([1, 2, 3], maxlen=3)
try:
    f.insert(1, 5)
except IndexError as ex:
    print("IndexError:", ex)
g = deque([1, 2], maxlen=3)
g.insert(-1, 9)
print(g)
try:
    e.remove(1000)
except ValueError as ex:
    print("ValueError:", ex)
try:
    e.index(1000)
except ValueError as ex:
    print("ValueError:", ex)
z = deque([1], maxlen=0)
print(z * 5, z)
f.insert(0, 4)
