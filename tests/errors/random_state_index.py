import random

s = random.getstate()
print(s[0])  # ERROR "not supported yet: indexing the state random.getstate\(\) returns"
