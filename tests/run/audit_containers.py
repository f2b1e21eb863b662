# issue 7, containers: list, dict (views, ==), set/frozenset operators, tuple hashing, range, slice.
xs = [5, 3, 8, 1]
xs.append(2); xs.extend([9, 0]); xs.insert(1, 7); xs.insert(-1, 6); xs.insert(100, 4)
print(xs, xs.pop(), xs.pop(0), xs.index(8), xs.count(3), len(xs))
xs.remove(8); xs.reverse(); print(xs)
ys = xs.copy(); ys.sort(); print(ys, xs, sorted(xs, reverse=True))
words = ["banana", "Apple", "cherry", "apple", "Banana", "fig"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len), sorted(words, key=len, reverse=True))
pairs = [(1, "b"), (0, "a"), (1, "a"), (0, "b")]
print(sorted(pairs, key=lambda p: p[0]), sorted(pairs, key=lambda p: p[0], reverse=True))
xs.clear(); print(xs, [1, 2] * 2, [1, 2] + [3], [1, 2] < [1, 3], [1, 2] == [1, 2], 3 in [1, 2, 3], [[1], [2]])
zs = list(range(10)); del zs[2]; del zs[1:3]; zs[0:2] = [9, 9, 9]; print(zs, zs[::-2], zs[-3:])
d = {"b": 2, "a": 1}
d["c"] = 3; d["b"] = 20
print(d, list(d.keys()), list(d.values()), list(d.items()), len(d), "a" in d, "z" not in d)
print(d.get("a", 0), d.get("z", -5), d.get("z", 0), d.pop("a"), d.pop("z", -1), d.setdefault("e", 5), d.setdefault("b", 0), d)
d.update({"f": 6, "b": 2}); print(d, d.popitem(), d)
e = d.copy(); e["x"] = 1; print(d == e, d == {"c": 3, "b": 2, "e": 5}, d != e, {1: 2} == {1: 2})
ks = d.keys(); vs = d.values(); its = d.items(); d["new"] = 7
print(ks, vs, its, len(ks), "new" in ks, ("new", 7) in its, 7 in vs)
print(d.keys() == {"b", "c", "e", "new"}, list(reversed(d)), dict([("k", 1), ("l", 2)]), dict(zip("ab", [1, 2])))
print({k: v * 2 for k, v in d.items() if v > 2}, {x: x * x for x in range(4)})
for k in d:
    print(k, d[k], end="; ")
print()
del d["new"]; d.clear(); print(d)
s = {3, 1, 2}
t = {2, 3, 4}
print(s | t, s & t, s - t, s ^ t, s <= t, s < s | t, s >= {1}, s > {1, 2, 3}, s.isdisjoint({9}), s == {1, 2, 3})
print(s.union(t), s.intersection(t), s.difference(t), s.symmetric_difference(t), s.issubset(t), s.issuperset({1}))
u = set(s); u.add(10); u.discard(99); u.remove(1); u |= {20}; u &= {2, 3, 10, 20, 30}; u -= {3}; u ^= {40, 2}; print(u, len(u), u.pop() in {10, 20, 40})
v = {1, 2}; v.update([5, 6]); v.intersection_update({1, 5}); v.difference_update({1}); v.symmetric_difference_update({7}); print(v, v.copy())
f = frozenset([1, 2, 3]); g = frozenset([3, 4])
print(f | g, f & g, f - g, f ^ g, f <= frozenset([1, 2, 3, 4]), f < g, f == {1, 2, 3}, 2 in f, len(f), f.union(g), f.intersection(g), hash(f) == hash(frozenset([3, 2, 1])))
print({frozenset([1, 2]): "x"}, {f, g} == {g, f}, {x % 3 for x in range(10)})
print({(1, 2), (3, 4), (0, 0), (-1, 5), (2, 1)}, {(i, j) for i in range(3) for j in range(3)}, {"a", "b"} == {"b", "a"})
print({100, 5, 37, 1000, -3, 64, 7, 33}, set(range(20, 0, -3)), {0.5, 1.5, 2.0, -1.0})
print(hash((1, 2)), hash((1, 2, 3)), hash(()), hash((1,)), hash((-1, "")) == hash((-1, "")), hash(((1, 2), 3)), hash((1.5, True, -2)), hash((0, -1)))
print(hash(1), hash(-1), hash(2**61 - 1), hash(2**61), hash(1.5), hash(-2.5), hash(0.1), hash(True), hash(False), hash(None) == hash(None), hash(float("inf")), hash(1e100))
tu = (1, 2, 2, 3)
print(tu.count(2), tu.index(3), tu < (1, 3, 0, 0), tu == (1, 2, 2, 3), (1, 2) < (1, 3), tu[1:3], (1,), ())
r = range(2, 20, 3)
print(r, list(r), len(r), r[2], r[-1], 5 in r, 6 in r, r.index(8), r.count(11), list(range(5, 0, -2)), range(0), range(3)[1:], list(reversed(range(4))))
sl = slice(1, 8, 2)
print(sl, sl.start, sl.stop, sl.step, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9][sl], "abcdefghij"[sl], sl.indices(5))
print(repr([1.0, -0.0, 1e16]), str({"k": [(1, "u"), (2, "t")]}), repr((1, "x", 2.5)), [("a", 1)], {1: {2: 3}}, [set([1])])
# set(), frozenset() and dict() of any iterable; dict views compare as sets; range.index/count/slices.
print(set("abc") == {"a","b","c"}, sorted(set(x for x in range(3))), set(range(20, 0, -3)), frozenset("aa"), set(map(abs, [-1, 1, 2])))
print(set({1: 2}), set({1: 2}.values()), set([3, 1]), set({5, 6}), frozenset(range(3)))
d = {"b": 2, "c": 3}
print(d.keys() == {"b", "c"}, d.keys() != {"b"}, d.keys() == d.copy().keys(), 3 in d.values(), 9 in d.values(), {"x": 1}.keys() == {"y": 1}.keys())
r = range(2, 20, 3)
print(r.index(8), r.count(11), r.count(12), range(3)[1:], range(10)[::-1], range(0, 20, 2)[2:8:3], list(range(10)[-3:]))
try:
    r.index(9)
except ValueError as e:
    print(e)
print(dict(zip("ab", [1, 2])), dict((k, len(k)) for k in ["x", "yy"]), dict(enumerate("pq")), dict([(1, 2)]), dict({3: 4}))
