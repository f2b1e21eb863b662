a = frozenset([1, 2, 3])
b = frozenset({3, 4})
s = {3, 5}
empty: frozenset[int] = frozenset()
print(a, b, empty, len(a), 2 in a, 9 in a)
print(a | b, a & b, a - b, a ^ b)
print(a | s, s | a, s & a, a.union(s), a.intersection(s), a.difference(s), a.symmetric_difference(s))
print(a == frozenset([3, 2, 1]), a == {1, 2, 3}, {1, 2, 3} == a, a != b, a <= frozenset([1, 2, 3, 4]), a < a)
print(a.issubset({1, 2, 3, 4}), a.issuperset(frozenset([1])), a.isdisjoint(b))
print(hash(a), hash(empty), len(empty), bool(empty), bool(a), hash(frozenset(["x"])) == hash(frozenset(["x"])), hash(frozenset([1.5, -2.0])))
d = {a: "a", b: "b"}
print(d[frozenset([1, 2, 3])], d)
ss = {a, b, frozenset([1, 2, 3])}
print(len(ss))
for x in a:
    print(x)
c = a
c |= s
print(c, a)
print(sorted(a), frozenset(["h", "e"]) == frozenset(["e", "h"]), frozenset(list(range(5))))
print(a.copy(), isinstance(a, frozenset), isinstance(a, set))
try:
    a.add(7)
except AttributeError as e:
    print(e)
nested = frozenset([frozenset([1, 2]), frozenset([3])])
print(nested, frozenset([1, 2]) in nested, hash(nested))
print(frozenset([(1, 2), (3, 4)]), hash(frozenset([(1, 2), (3, 4)])))


def total(fs: frozenset[int]) -> int:
    t = 0
    for x in fs:
        t += x
    return t


print(total(a), total(frozenset([10, 20])))
big = frozenset(list(range(0, 100, 7)))
print(big, hash(big), big - frozenset([0, 7]), len(big & frozenset(list(range(50)))))
