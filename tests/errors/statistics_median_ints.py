from statistics import median

print(median([1, 2, 3]))  # ERROR "not supported yet: statistics.median\(\) of ints"
