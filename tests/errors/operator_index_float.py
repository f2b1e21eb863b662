import operator

print(operator.index(2.5))  # ERROR "'float' object"
