# float division by zero.
print(1.5 / 0.0)
