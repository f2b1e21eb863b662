# Assigning to an extended slice needs a list of the same size.
xs = [1, 2, 3, 4, 5]
xs[::2] = [7, 8, 9]
print(xs)
xs[::2] = [1]
