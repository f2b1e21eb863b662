# Reading an attribute no method assigns and the class does not declare.
class Point:
    def __init__(self, x: int):
        self.x = x


p = Point(1)
print(p.y)  # ERROR "'Point' object has no attribute 'y'"
