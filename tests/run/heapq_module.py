# heapq: CPython's sift algorithms, so the heap lists print in the same internal order.
import heapq
from heapq import heappop, heappush

h: list[int] = []
for x in [5, 3, 8, 1, 9, 2, 7, 3, 0, 6, 4, 4, 11, -2]:
    heappush(h, x)
    print(h)
out = []
while h:
    out.append(heappop(h))
    print(h)
print(out)
h = [7, 2, 9]
heapq.heapify(h)
print(heapq.heappop(h), h, heapq.heappop(h), heapq.heappop(h), h)
h = [1, 5, 3, 8]
print(heapq.heapreplace(h, 4), h, heapq.heapreplace(h, 0), h)
print(heapq.heappushpop(h, -1), h, heapq.heappushpop(h, 6), h)
empty: list[int] = []
print(heapq.heappushpop(empty, 3), empty)
for xs in [[9, 4, 7, 1, 8, 2, 6, 3, 5, 0], [3, 1], [1], [], [5, 5, 1, 5, 1, 2, 2, 9, 0, 0, 3, 4, 8, 7, 6, 5, 4]]:
    heapq.heapify(xs)
    print(xs)
words = ["pear", "fig", "apple", "kiwi", "banana", "date"]
heapq.heapify(words)
print(words, heapq.heappop(words), words)
fs = [2.5, -1.0, 3.25, 0.0]
heapq.heapify(fs)
heapq.heappush(fs, -3.5)
print(fs)
ts = [(3, "c"), (1, "a"), (2, "b"), (1, "z")]
heapq.heapify(ts)
print(ts, heapq.heappop(ts), ts)
data = [4, 1, 7, 3, 9, 2, 7, 1, 8]
print(heapq.nlargest(3, data), heapq.nsmallest(3, data), heapq.nlargest(0, data), heapq.nsmallest(-1, data))
print(heapq.nlargest(1, data), heapq.nsmallest(1, data), heapq.nlargest(20, data), heapq.nsmallest(20, data))
print(heapq.nlargest(2, words, key=len), heapq.nsmallest(3, ["aa", "b", "cc", "d", "eee"], key=len))
print(heapq.nlargest(3, ts, key=lambda t: t[0]), heapq.nsmallest(2, ts, key=lambda t: -t[0]))
print(heapq.nsmallest(2, (x * x for x in range(-3, 4))))
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 3, 9])), list(heapq.merge([1, 2])))
print(list(heapq.merge(["c", "a"], ["b", "bb", "eee"], key=len)), list(heapq.merge([7, 4, 1], [8, 2], reverse=True)))
print(list(heapq.merge([5, 1], [3, 2])), list(heapq.merge([1, 1], [1, 1], key=lambda x: 0)))


def evens(n):
    for i in range(n):
        yield 2 * i


print(list(heapq.merge(evens(4), evens(3), evens(1))))
for v in heapq.merge([10, 30], [20]):
    print(v)
