# zip(*rows) transposes: each item is a tuple as long as rows, which prints and compares as one.
m = [[1, 2, 3], [4, 5, 6]]
print(list(zip(*m)))
for col in zip(*m):
    print(col, len(col), sum(col), max(col), col[0], col[-1], list(col))
t = [list(r) for r in zip(*m)]
print(t)
names = ["ab", "cd"]
print(list(zip(*names)))
one = [[7, 8]]
print(list(zip(*one)))
empty: list[list[int]] = []
print(list(zip(*empty)))
for a, b in zip(*m):
    print(a * b)
print(sorted(zip(*m), reverse=True))
print(["".join(c) for c in zip(*["xy", "zw"])])
print(*zip(*m))
grid = ["abc", "de"]
print([c for c in zip(*grid)])
cols = list(zip(*m))
print(cols[0] == cols[0], cols[0] != cols[1], cols[0] < cols[1], 2 in cols[0], 9 in cols[0])
print(str(cols[1]), repr(cols[2]), f"{cols[0]}")
col = cols[0]
print(col[5])
