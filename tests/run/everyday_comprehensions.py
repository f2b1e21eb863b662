nums = list(range(1, 21))
squares = [n * n for n in nums if n % 2 == 0]
print(squares)
evens_odds = {n: ("even" if n % 2 == 0 else "odd") for n in range(5)}
print(evens_odds)
letters = {c for c in "mississippi"}
print(sorted(letters))
matrix = [[i * j for j in range(1, 4)] for i in range(1, 4)]
print(matrix)
transposed = [[row[i] for row in matrix] for i in range(3)]
print(transposed)
flat = [x for row in matrix for x in row if x > 2]
print(flat)
pairs = [(a, b) for a in range(3) for b in range(a, 3)]
print(pairs)
word_lens = {w: len(w) for w in "the quick brown fox".split()}
print(word_lens)
inverted = {v: k for k, v in word_lens.items()}
print(inverted)
print(sum(x for x in nums if x % 3 == 0))
print(any(x > 19 for x in nums), all(x > 0 for x in nums))
nested = {k: [v * 2 for v in range(k)] for k in range(4)}
print(nested)
print([s.upper() for s in ["a", "b"] if s != "b"])
print(list(map(lambda x: x ** 2, filter(lambda x: x % 5 == 0, nums))))
