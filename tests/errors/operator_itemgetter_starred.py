from operator import itemgetter

keys = [0, 1]
get = itemgetter(*keys)  # ERROR "not supported yet: \*arguments other than tuples"
