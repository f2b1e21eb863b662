xs = [1, 2, 3]
print(xs.index(3))
xs.index(4)
