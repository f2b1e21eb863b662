# An empty separator is refused.
print("a b".split(" "))
print("a b".split(""))
