from operator import methodcaller

call = methodcaller()  # ERROR "methodcaller needs at least one argument, the method name"
