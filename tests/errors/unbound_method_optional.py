# A method read from its class takes the parameters without a default (here only self).
f = str.split
print(f("a b"))
print(f("a,b", ","))  # ERROR "takes 1 positional argument but 2 were given"
