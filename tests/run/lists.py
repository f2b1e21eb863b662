# Lists: literals, append/pop, indexing with negative indices, assignment, iteration,
# comprehensions (nested, with conditions), containment, equality and printing.
xs = [3, 1, 4, 1, 5]
xs.append(9)
print(xs, len(xs), xs[0], xs[-1], xs[-6])
xs[1] = 10
xs[-1] += 1
print(xs, xs.pop(), xs)
print(4 in xs, 7 in xs, 7 not in xs)
squares = [i * i for i in range(10) if i % 2 == 0]
print(squares)
pairs = [(i, j) for i in range(3) for j in range(i)]
print(pairs)
grid = [[r * 3 + c for c in range(3)] for r in range(3)]
print(grid, grid[1][2])
grid[2][0] = -1
print(grid)
words = ["alpha", "beta", "gamma"]
print(words, [w + "!" for w in words])
fl = [0.1, 0.2, 0.30000000000000004]
print(fl, [x * 2.0 for x in fl])
empty = []
for w in words:
    if len(w) > 4:
        empty.append(len(w))
print(empty, [1, 2] == [1, 2], [1, 2] != [1, 3], [True, False])
acc = 0
for row in grid:
    for v in row:
        acc += v
print(acc)
nested = []
nested.append([1])
nested[0].append(2)
print(nested)
if xs:
    print("non-empty")
