# The items of a list of str unpack as str: a starred target is a list[str].
xs = "a b".split()
first, *rest = xs
rest = 3  # ERROR "cannot assign int to \"rest\""
print(first, rest)
