# f-strings come with the stdlib's str.
n = 3
print(f"n = {n}")  # ERROR "not supported yet: f-strings"
