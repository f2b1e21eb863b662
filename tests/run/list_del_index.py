xs = [3, 1]
del xs[0]
print(xs)
del xs[1]
