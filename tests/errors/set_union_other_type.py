s = {1, 2}
print(s.union(["a"]))  # ERROR "not supported yet: union\(\) of list\[str\], whose elements a set\[int\] cannot hold"
