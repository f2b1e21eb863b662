# Symmetric differences of int and str sets: one probe deletes a key found or adds it
# (set._toggle). Ints print in CPython's slot order, strs sorted (their hashes differ).

lo = -9223372036854775807 - 1
a = {1, 9, 17, 25, 33, -1, -2, 4611686018427387904, lo, 9223372036854775807}
b = {9, 25, 41, 57, -1, 0, 9223372036854775807, 7}
print(list(a ^ b))
print(list(b ^ a))

# Deleted slots on the probe path: removed keys leave dummies that a toggle must reuse
# (the last one before the first free slot) or step over.
c = set(range(0, 64, 8))
for k in [8, 24, 40]:
    c.remove(k)
c ^= {64, 8, 16, 72, 80, 88}
print(list(c), len(c))
c ^= {64, 8, 16, 72, 80, 88}
print(list(c), len(c))

# Toggles that make the table resize while adding.
d = set(range(5))
d ^= set(range(3, 40))
print(list(d), len(d))
e = set(range(100000, 100400, 3))
e ^= set(range(100000, 101000, 2))
print(len(e), sum(e), list(e)[:10], list(e)[-5:])

# Near the int limits and negative keys, whose hashes differ from the keys.
f = {lo, -9223372036854775807, -3, -2, -1, 2305843009213693951, 2305843009213693952, 4611686018427387909}
f ^= {-2, 2305843009213693952, 4, 2305843009213693950, lo}
print(list(f))

# With itself, with an empty set, through the method forms and frozensets.
g = {3, 4, 5}
empty: set[int] = set()
print(g ^ g, g ^ empty, empty ^ g)
g ^= g
print(g)
h = {1, 2, 3}
h.symmetric_difference_update([3, 4, 4, 5])
print(list(h), list(h.symmetric_difference({1, 9})), list(frozenset({1, 2}) ^ {2, 3}))

# strs: same counts and members as CPython.
w = {"a", "bb", "ccc", "", "dd" * 20, "é"}
x = {"bb", "", "zz", "é", "new"}
print(sorted(w ^ x), sorted(x ^ w))
w ^= x
print(sorted(w), len(w))
w ^= x
print(sorted(w), len(w))
words = {"w" + str(k) for k in range(3000)}
words ^= {"w" + str(k) for k in range(1500, 4500)}
print(len(words), "w1499" in words, "w1500" in words, "w4499" in words)
