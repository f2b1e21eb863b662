fs = frozenset([1, 2])
print(fs.union({3}))
fs.discard(1)
