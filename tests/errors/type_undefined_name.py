# A name that is never defined.
def area(r):
    return 3.14159 * r * radius  # ERROR "name \"radius\" is not defined"


print(area(2.0))
