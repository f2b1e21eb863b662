# float modulo by zero.
print(1.5 % 0)
