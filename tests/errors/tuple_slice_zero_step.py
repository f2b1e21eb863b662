# A constant zero step is refused (CPython raises ValueError: slice step cannot be zero).
t = (1, 2, 3)
print(t[::0])  # ERROR "slice step cannot be zero"
