# A variable holds one type.
x = 1
print(x)
x = "one"  # ERROR "cannot assign str to \"x\", which holds int"
