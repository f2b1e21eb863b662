import itertools

f = itertools.product  # ERROR "not supported yet: itertools.product as a value"
