# An index past the end raises IndexError with CPython's message.
xs = [1, 2, 3]
print(xs[2])
i = 3
print(xs[i])
