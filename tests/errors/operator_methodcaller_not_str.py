from operator import methodcaller

call = methodcaller(3, 4)  # ERROR "method name must be a string"
