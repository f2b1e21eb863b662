# int floor division by zero raises ZeroDivisionError with CPython's message after earlier output.
print("before")
d = 0
print(10 // d)
print("after")
