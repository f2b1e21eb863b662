# A function that returns a value on some paths and falls off the end on others.
def sign(n):  # ERROR "sign\(\) returns int but can also reach its end, which returns None"
    if n > 0:
        return 1
    elif n < 0:
        return -1


print(sign(3))
