# A method of an extension cannot give the class a new field.
class Counter:
    def __init__(self):
        self.n = 0


@extend
class Counter:
    def reset(self):
        self.n = 0
        self.resets = 1  # ERROR "@extend adds methods only: Counter has no field \"resets\""
