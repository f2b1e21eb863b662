# min() and max() of values of different types are refused (one static type per value).
print(min(1, 2), max(1.5, 2.5))
print(min(1, 2.5))  # ERROR "not supported yet: min\(\) of values of different types int and float"
