# A field holds one type.
class Box:
    def __init__(self, v: int):
        self.v = v

    def reset(self):
        self.v = "empty"  # ERROR "cannot assign str to field Box.v, which holds int"


b = Box(1)
b.reset()
