xs = [1, 2]
xs.remove(2)
print(xs)
xs.remove(2)
