# id() of an int: Kiln holds ints by value, without an identity (`is` is refused on them too).
n = 5
print(id(n) == id(n))  # ERROR "not supported yet: id\(\) of an int value"
