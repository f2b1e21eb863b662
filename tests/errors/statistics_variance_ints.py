from statistics import variance

data = [1, 2, 3, 4]
print(variance(data))  # ERROR "not supported yet: statistics.variance\(\) of ints"
