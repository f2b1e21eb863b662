import itertools

n = 2
print(list(itertools.combinations([1, 2, 3], n)))  # ERROR "not supported yet: combinations\(\) with an r that is not an int constant"
