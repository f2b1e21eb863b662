# id() of a tuple: Kiln holds tuples by value, without an identity.
t = (1, "a")
print(id(t))  # ERROR "not supported yet: id\(\) of a tuple\[int, str\] value"
