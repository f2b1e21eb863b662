parts = tuple(int(x) for x in "1.2.3".split("."))  # ERROR "not supported yet: tuple\(\) of an iterable"
print(parts)
