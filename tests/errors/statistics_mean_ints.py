# CPython's mean of ints is an int or a float by the values (mean([2, 4]) is 3): refused.
import statistics

print(statistics.mean([2, 4]))  # ERROR "not supported yet: statistics.mean\(\) of ints"
