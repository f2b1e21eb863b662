# An except clause must name exception classes.
try:
    print(1)
except 3:  # ERROR "catching classes that do not inherit from BaseException is not allowed"
    print(2)
