from itertools import product

print(list(product("ab", "cd", "ef", "gh")))  # ERROR "not supported yet: product\(\) of more than three iterables"
