# A missing attribute is found at compile time (CPython raises AttributeError at the call).
from operator import attrgetter


class P:
    def __init__(self, x):
        self.x = x


print(attrgetter("y")(P(1)))  # ERROR "'P' object has no attribute 'y'"
