# An int takes no precision.
n = 5
print(f"{n:5d}")
print(f"{n:.2}")
