from itertools import combinations

print(list(combinations([1, 2])))  # ERROR "combinations\(\) missing required argument 'r' \(pos 2\)"
