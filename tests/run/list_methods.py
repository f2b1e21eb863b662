# List methods: insert, extend, remove, index, count, reverse, clear, copy, pop(i), del,
# ordering comparisons and list(iterable).
xs = [5, 3, 8, 1]
xs.insert(0, 9)
xs.insert(-1, 7)
xs.insert(-100, 6)
xs.insert(100, 0)
print(xs)
xs.extend([4, 4])
xs.extend((2, 2))
xs += [1]
print(xs, xs.count(4), xs.count(42), xs.index(4), xs.index(4, 9), xs.index(4, -4), xs.index(1, 0, -1))
xs.remove(4)
xs.remove(1)
print(xs)
print(xs.pop(0), xs.pop(), xs.pop(-2), xs.pop(1), xs)
del xs[1]
del xs[-1]
print(xs)
ys = xs.copy()
ys.reverse()
ys.append(99)
print(xs, ys, xs < ys, xs <= xs, xs > ys, xs >= ys)
print([1, 2] < [1, 2, 3], [2] > [1, 9], [0] < [0, 0], [1, 2] <= [1, 2], [3] >= [3, 0], [[1, 2], [0]] < [[1, 2], [1]])
print([1.5, 2.0] < [1.5, 1e308 * 10.0 * 0.0], ["b"] > ["a", "z"])
e = []
e.extend([1.5])
e.insert(0, -0.0)
print(e, list(e), list((1, 2, 3)), list([["x"], ["y"]]))
ys.clear()
print(ys, len(ys), bool(ys))
ys.append(3)
print(ys)
names = ["ann", "bob", "cy"]
names.insert(1, "dee")
names.remove("cy")
print(names, names.index("bob"), "dee" in names)
d = {"a": 1, "b": 2}
print(list(d), list(d.values()), list(d.items()), list({3, 1, 2}))
words = []
for w in ["x", "y", "x", "z", "x"]:
    if words.count(w) == 0:
        words.append(w)
print(words)
grid = [[0] * 3 for _ in range(2)]
grid[1].insert(0, 7)
print(grid, grid[1].pop(0), grid)
