# A class that does not derive from BaseException cannot be caught.
class Point:
    pass


try:
    print(1)
except (ValueError, Point):  # ERROR "catching classes that do not inherit from BaseException"
    print(2)
