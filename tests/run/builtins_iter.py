# Builtins over iterables: enumerate, zip, map, filter, reversed, sorted, min, max, sum, any, all,
# iter, next and range objects, in loops, comprehensions and as arguments.
xs = [3, 1, 4, 1, 5, 9, 2, 6]
for i, x in enumerate(xs):
    print(i, x, end="; ")
print()
print([(i, x) for i, x in enumerate(xs, start=1)])
print(list(zip(xs, ["a", "b", "c"])), list(zip(xs, xs, xs)))
print(list(map(lambda v: v * 2, xs)), list(filter(lambda v: v > 2, xs)), list(filter(None, [0, 1, 0, 2])))
print(list(reversed(xs)), sorted(xs), sorted(xs, reverse=True), sorted(xs, key=lambda v: -v))
print(min(xs), max(xs), min(3, 2), max(3, 2), min(4, 2, 8), max([x for x in xs if x > 100], default=7), min(xs, key=lambda v: -v))
print(sum(xs), sum([1.5, 2.5]), sum(xs, 10), any(xs), all(xs), any([x > 100 for x in xs]), all([x > 0 for x in xs]))
r = range(2, 10, 3)
print(r, len(r), list(r), 5 in r, r[1], list(range(5)), sum(range(101)))
it = iter(xs)
print(next(it), next(it))
print(min((3, "a"), (1, "b")), sorted([(2, "x"), (1, "y")]))

words = ["kiwi", "fig", "banana", "apple"]
lengths = {w: n for w, n in zip(words, map(lambda w: len(w), words))}
print(lengths)
total = 0
for i, (w, n) in enumerate(zip(words, range(10, 0, -1))):
    total += i * n
    print(i, w, n)
print(total, sum([n * n for n in range(4)]))
print(max(words, key=lambda w: len(w)), min(words), max(words), min(2.5, 1.5))
print(sorted(words, key=lambda w: len(w)), sorted(range(5), reverse=True), sorted((3, 1, 2)))
print([x for x in reversed(sorted(words))], list(enumerate(reversed([1, 2]))))
print(sum([0.1] * 10), sum([1, 2], 0.5), sum(range(3), 1.5), sum([True, True, False]))
print(any([w == "fig" for w in words]), all([len(w) > 3 for w in words]))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(zip((1, 2), ("a", "b"))))
print(max(1, 5, 3, key=lambda v: -v), min([(2, "b"), (2, "a")]), max([-0.0, 0.0]), min([0.0, -0.0]))
evens = filter(lambda v: v % 2 == 0, range(10))
print([e * e for e in evens], list(filter(None, ["", "a", "", "b"])))
squares = map(lambda v: v * v, [1, 2, 3])
for s in squares:
    print(s, end=" ")
print()
ri = iter(range(3))
print(next(ri), next(ri), next(ri), next(ri, -1))
r = range(10, 0, -3)
print(r, list(r), len(r), 4 in r, 5 in r, r[-1], range(0) == range(5, 2), bool(range(0)), range(3))
for i in reversed(range(3)):
    print(i, end=" ")
print()
print(list(reversed(range(1, 10, 4))), [x for x in reversed(range(0))])
