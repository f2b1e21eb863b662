from collections import Counter

print(Counter())  # ERROR "cannot infer the type arguments of this empty Counter"
