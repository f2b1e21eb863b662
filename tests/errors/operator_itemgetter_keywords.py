import operator

get = operator.itemgetter(1, key=2)  # ERROR "itemgetter\(\) takes no keyword arguments"
