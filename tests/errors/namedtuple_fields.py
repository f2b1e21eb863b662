from collections import namedtuple

names = ["x", "y"]
P = namedtuple("P", names)  # ERROR "not supported yet: namedtuple fields other than a constant string or list of strings"
Q = namedtuple("Q", "a _b")  # ERROR "Field names cannot start with an underscore: '_b'"
