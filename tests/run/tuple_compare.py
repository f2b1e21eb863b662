# Tuples: lexicographic comparisons of mixed element types, count, index, and sorting tuples.
a = (1, "b", 2.5)
b = (1, "c", 0.0)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == (1, "b", 2.5))
print((1, 2) < (1, 2), (1, 2) <= (1, 2), (2, 0) > (1, 9), (0.0, "x") == (-0.0, "x"))
print(((1, 2), "a") < ((1, 3), "a"), (True, 1) < (True, 2))
t = (3, 1, 3, 2, 3)
print(t.count(3), t.count(7), t.index(2), t.index(3, 1), t.index(3, -1), ("a", "b").index("b"))
people = [("bob", 25, 1.8), ("ann", 25, 1.6), ("cy", 19, 1.7), ("ann", 22, 1.9)]
print(sorted(people))
print(sorted(people, key=lambda p: (p[1], p[0])))
print(min(people), max(people), min(people, key=lambda p: p[2]))
pairs = [(x % 3, -x) for x in range(7)]
pairs.sort()
print(pairs, max(pairs), (2, -5) in pairs)
