# A lambda's parameter whose default is not a constant cannot be passed yet.
base = 3
f = lambda x, b=base: x + b
print(f(1, 2))  # ERROR "not supported yet: passing parameter 'b' of a lambda whose default is not a constant"
print(f(1, b=2))  # ERROR "not supported yet: passing parameter 'b' of a lambda whose default is not a constant"
g = lambda x, b=base, c=0: x + b + c  # ERROR "not supported yet: a constant default after one that is not a constant in a lambda"
print(g(1))
