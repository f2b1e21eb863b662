names = ["a", "b"]
print(names.index("b", 1))
names.index("a", 1)
