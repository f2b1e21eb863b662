from itertools import permutations

print(list(permutations([1, 2, 3])))  # ERROR "not supported yet: permutations\(\) without a constant r"
