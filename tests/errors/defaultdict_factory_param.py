from collections import defaultdict


def make(f):
    d = defaultdict(f)  # ERROR "first argument must be callable or None, not int"
    d[1] += 1
    return d


print(make(3))
