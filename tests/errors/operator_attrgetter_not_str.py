from operator import attrgetter

get = attrgetter(1)  # ERROR "attribute name must be a string"
