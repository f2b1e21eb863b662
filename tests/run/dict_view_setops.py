# Set operations of dict keys and items views (&, |, -, ^, both ways, with sets, lists, ranges
# and views; isdisjoint): results in CPython's order (Objects/dictobject.c's algorithms).
d = {1: 10, 2: 20, 3: 30, 17: 170, 33: 330, 9: 90}
e = {2: 20, 40: 400, 3: 30, 1: 11, 56: 560, 72: 720, 88: 880, 104: 1040}
s = {1, 100, 33, 49}
l = [33, 5, 1, 65]
print(d.keys() & s, d.keys() | s, d.keys() - s, d.keys() ^ s)
print(s & d.keys(), s | d.keys(), s - d.keys(), s ^ d.keys())
print(d.keys() & l, d.keys() | l, d.keys() - l, d.keys() ^ l)
print(l & d.keys(), l | d.keys(), l - d.keys(), l ^ d.keys())
print(d.keys() & e.keys(), e.keys() & d.keys(), d.keys() | e.keys(), d.keys() - e.keys(), d.keys() ^ e.keys())
print(d.items() & e.items(), d.items() | e.items(), d.items() - e.items(), d.items() ^ e.items())
print(e.items() ^ d.items())
print(d.items() & {(1, 10), (2, 21)}, d.items() - [(1, 10)])
print(d.keys().isdisjoint(s), d.keys().isdisjoint([5, 6]), d.keys().isdisjoint(e.keys()), d.items().isdisjoint(e.items()))
print(d.keys() & range(10), d.keys() - range(5))
big = {i * 8: i for i in range(20)}
print(big.keys() & {0, 8, 16, 24, 1000}, {0, 8} & big.keys())
print(big.keys() - {8}, big.keys() ^ {8, 7})
f = {1: 2.5, 99: 1.0}
print(d.keys() & f.keys(), f.keys() | d.keys())
