from collections import namedtuple

P = namedtuple("P", "x y")
for a, b in [P(1, 2)]:  # ERROR "not supported yet: unpacking a named tuple P here"
    print(a, b)
