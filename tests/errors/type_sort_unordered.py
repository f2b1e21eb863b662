# Sorting objects whose class defines no order is refused at the call.
class Point:
    def __init__(self, x: int):
        self.x = x


points = [Point(2), Point(1)]
points.sort()  # ERROR "'<' not supported between instances of 'Point' and 'Point'"
