# Lists hold one type.
values = [1, 2, "three"]  # ERROR "list elements have different types int and str"
print(values)
