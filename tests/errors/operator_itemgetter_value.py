# The getters are rewritten at each call: the functions themselves are not values.
import operator

make = operator.itemgetter  # ERROR "not supported yet: operator.itemgetter as a value"
