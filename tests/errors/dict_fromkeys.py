# dict.fromkeys is a class method of the generic dict: not supported yet.
d = dict.fromkeys(["a", "b"], 0)  # ERROR "not supported yet: dict.fromkeys"
print(d)
