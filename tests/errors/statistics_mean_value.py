# mean is checked by its data's type at each call: it is not a value.
import statistics

rows = [[1.0, 2.0], [3.0]]
print(list(map(statistics.mean, rows)))  # ERROR "not supported yet: statistics.mean as a value"
