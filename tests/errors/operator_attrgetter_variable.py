# An attribute's name must be known at compile time: attrgetter of a computed name is refused.
from operator import attrgetter

name = "x" + "y"
get = attrgetter(name)  # ERROR "not supported yet: an operator getter.s attribute name that is not a str constant"
