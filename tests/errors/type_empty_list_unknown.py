# An empty list whose element type nothing tells.
items = []  # ERROR "cannot infer the element type of this empty list"
print(len(items))
