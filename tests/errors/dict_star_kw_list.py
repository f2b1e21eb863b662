xs = [1, 2]
d = {"a": 1}
d.update(**xs)  # ERROR "update\(\) argument after \*\* must be a mapping, not list\[int\]"
print(d)
