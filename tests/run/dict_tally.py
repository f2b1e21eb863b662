# The counting idiom `if k in d: d[k] += x else: d[k] = v` (one lookup with the dictincr pass
# in release builds), with int, float, str and bool keys, int and float values, a start value
# other than the increment, and keys that collide in the table.

words = ["to", "be", "or", "not", "to", "be", "that", "is", "the", "question", "to"]
counts: dict[str, int] = {}
for w in words:
    if w in counts:
        counts[w] += 1
    else:
        counts[w] = 1
print(counts)

weights: dict[int, float] = {}
for i in range(40):
    k = (i * 7) % 9 - 4
    if k in weights:
        weights[k] += 0.5
    else:
        weights[k] = -1.25
print(weights)

flags: dict[bool, int] = {}
for i in range(10):
    b = i % 3 == 0
    if b in flags:
        flags[b] += i
    else:
        flags[b] = 100
print(flags)

floats: dict[float, int] = {}
for x in [0.5, 1.5, 0.5, -0.0, 0.0, 2.25]:
    if x in floats:
        floats[x] += 10
    else:
        floats[x] = 1
print(floats)

big: dict[int, int] = {}
for i in range(5000):
    k = (i * 2654435761) % 1024
    if k in big:
        big[k] += k
    else:
        big[k] = 1
total = 0
for k in big:
    total = (total * 31 + big[k]) % 1000000007
print(len(big), total)
