# Sets: CPython's table and probing, so sets of ints and tuples iterate and print in
# CPython's order through collisions, resizes, deletions and the set algebra.
s = {3, 1, 2}
s.add(10)
s.add(2)
print(s, len(s), 2 in s, 5 in s, 5 not in s)
s.remove(3)
s.discard(42)
s.discard(1)
print(s)
print({0}, {-1, -2, -3}, {1.5, 2.5, 0.5}, {True, False}, {(1, 2), (3, 4), (1, 2)})

# Colliding ints: multiples of the table size probe linearly, then perturb.
c = set()
for i in range(20):
    c.add(i * 8)
print(c)
c2 = set()
for i in range(40):
    c2.add(i * 32 - 600)
print(c2)
big = set()
for i in range(300):
    big.add(i * 1024 + i % 5)
print(len(big), 1024 * 7 + 2 in big, 5 in big)
removed = 0
for i in range(0, 300, 2):
    big.discard(i * 1024 + i % 5)
    removed += 1
print(len(big), removed)
total = 0
for x in big:
    total += x
print(total)
huge = {2**61 - 1, 2**61, 2**62, -(2**62), 9223372036854775807, 12345678901234567}
print(huge)

# Literals of constants copy a folded frozenset, as CPython's compiler does; the same
# elements added one by one can land elsewhere.
print({1, 9, 17, 25, 33}, {16, 0, 32, 48, -16})
one = 1
print({one, 9, 17, 25, 33})
added = set()
for x in [1, 9, 17, 25, 33]:
    added.add(x)
print(added, set([1, 9, 17, 25, 33]), set(added))

# Tuples.
pts = {(x, y) for x in range(4) for y in range(3) if x != y}
print(pts, (1, 2) in pts, (2, 2) in pts)
print({(i, -i) for i in range(10)})

# The algebra.
a = {1, 2, 3, 4, 5, 8, 16, 24}
b = {4, 5, 6, 7, 8, 32}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a <= b, a < b, a >= b, a > b, a == b, a != b, {1, 2} <= a, {1, 2} < a, a >= {1, 2}, a > a)
print(a.issubset(b), {4, 5}.issubset(b), a.issuperset({1, 2}), a.isdisjoint(b), a.isdisjoint({100}))
z = set(a)
z |= b
print(z)
z &= {1, 2, 3, 32, 64}
print(z)
z -= {1}
print(z)
z ^= {3, 99, 100}
print(z)
y = a.copy()
y.update({100, 200})
y.update([300, 400])
y.intersection_update({1, 100, 300, 999})
print(y)
y.difference_update({1})
y.symmetric_difference_update({5, 300})
print(y, a)
big_a = set()
for i in range(100):
    big_a.add(i)
small = {5, 50, 500}
print(big_a - small == set([i for i in range(100) if i != 5 and i != 50]), small - big_a, small & big_a)

# pop takes elements in table order from where the last pop stopped.
p = {5, 3, 8, 1, 13}
print(p.pop(), p.pop(), p)
p.clear()
print(p, len(p), bool(p))

# From other iterables.
d = {"k": 1, "j": 2}
print(len(set(d)), "k" in set(d), set({7: "a", 3: "b", 15: "c"}), set({7: 0}.values()))
words = {w for w in ["b", "a", "b"]}
print(len(words), "a" in words)
