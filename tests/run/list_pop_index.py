xs = [1, 2, 3]
print(xs.pop(1))
xs.pop(5)
