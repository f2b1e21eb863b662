# int modulo by zero.
x = 7
print(x % (x - x))
