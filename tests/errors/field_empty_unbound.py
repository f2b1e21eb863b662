class Box:
    def __init__(self):
        self.items = []  # ERROR "cannot infer the element type of this empty list"


b = Box()
print(len(b.items))
