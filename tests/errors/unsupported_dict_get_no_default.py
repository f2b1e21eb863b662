# d.get(k) gives None for a missing key, which an int cannot hold.
counts = {"a": 1}
n = counts.get("b")  # ERROR "not supported yet: dict.get\(\) without a default"
print(n)
