# sorted() of objects whose class defines no order is refused at the call.
class Point:
    def __init__(self, x: int):
        self.x = x


by_x = sorted([Point(2), Point(1)], key=lambda p: p.x)
print(len(by_x))
print(sorted([Point(2), Point(1)]))  # ERROR "'<' not supported between instances of 'Point' and 'Point'"
