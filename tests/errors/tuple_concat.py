# Tuples are held by value with a type per length; + and * on them are not supported yet.
t = (1, 2)
print(t + (3,))  # ERROR "not supported yet: '\+' on tuples"
