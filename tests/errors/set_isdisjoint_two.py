s = {1, 2}
print(s.isdisjoint([3], [4]))  # ERROR "set.isdisjoint\(\) takes exactly one argument \(2 given\)"
