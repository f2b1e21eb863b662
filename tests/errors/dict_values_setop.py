# dict_values has no set operations (TypeError in CPython).
d = {1: 2}
print(d.values() & {1})  # ERROR "unsupported operand type\(s\) for &: .dict_values"
