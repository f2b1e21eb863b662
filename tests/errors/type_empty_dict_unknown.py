# An empty dict whose key and value types nothing tells.
table = {}  # ERROR "cannot infer the key and value types of this empty dict"
print(len(table))
