import heapq

h = [2, 1]
heapq.heapify(h)
print(heapq.heappop(h), heapq.heappop(h))
try:
    heapq.heapreplace(h, 5)
except IndexError as e:
    print("heapreplace:", e)
print(heapq.heappop(h))
