print(list(reversed({1, 2})))  # ERROR "'set' object is not reversible"
