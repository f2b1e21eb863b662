# Containers come with the stdlib.
values = [1, 2, 3]  # ERROR "not supported yet: lists"
print(values)
