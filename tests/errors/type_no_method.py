# Calling a method the class does not define.
class Point:
    def __init__(self, x: int):
        self.x = x


p = Point(1)
p.move(2)  # ERROR "'Point' object has no attribute 'move'"
