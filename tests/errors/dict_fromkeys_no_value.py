# dict.fromkeys(keys) makes a dict of None values, and dicts of None are not supported yet.
d = dict.fromkeys(["a", "b"])  # ERROR "not supported yet: dict.fromkeys\(\) without a value"
print(d)
