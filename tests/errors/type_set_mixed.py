# A set's elements share one type.
values = {1, 2.5}  # ERROR "set elements have different types int and float"
print(values)
