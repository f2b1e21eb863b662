# 0.0 raised to a negative power.
print(0.0 ** -1)
