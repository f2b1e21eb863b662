# The name of an except clause is unbound after it, as in CPython.
try:
    print(1 // 0)
except ZeroDivisionError as e:
    print("caught")
print(e)  # ERROR "name \"e\" is not defined"
