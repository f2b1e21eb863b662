import bisect

a = [1, 2, 3]
try:
    bisect.insort(a, 0, -1)
except ValueError as e:
    print("insort:", e, a)
print(bisect.bisect_left(a, 2, -1))
