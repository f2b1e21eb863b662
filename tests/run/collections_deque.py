from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, len(d), d[0], d[-1], d[2], 3 in d, 9 in d)
print(d.pop(), d.popleft(), d)
d.extend([7, 8])
d.extendleft([-1, -2])
print(d)
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.reverse()
print(d, d.count(7), d.index(8))
d.remove(7)
print(d)
d[0] = 100
print(d, list(reversed(d)))
for x in d:
    print(x, end=" ")
print()
print(d == deque([100, 2, 1, 3, -1, -2]), d == deque([1]))

w = deque([1, 2, 3], maxlen=3)
w.append(4)
print(w, w.maxlen)
w.appendleft(0)
print(w)
w.extend([5, 6, 7, 8])
print(w, len(w))

q = deque()
for i in range(20):
    q.append(i)
for i in range(15):
    q.popleft()
for i in range(10):
    q.append(100 + i)
print(q, len(q))
print(deque([1]).maxlen, bool(deque([1])))
lines = deque(maxlen=2)
for t in ["x", "y", "z"]:
    lines.append(t)
print(lines)
q.clear()
print(q, len(q), bool(q))
print(deque(range(4)), deque(x * 2 for x in range(3)), deque((1, 2)), deque("abc"), deque(range(5), maxlen=2))
