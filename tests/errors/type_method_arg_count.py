# A method called with too many arguments: self is not counted, as in CPython's message.
class Counter:
    def __init__(self):
        self.n = 0

    def add(self, k: int):
        self.n += k


c = Counter()
c.add(1, 2)  # ERROR "Counter.add\(\) takes 2 positional arguments but 3 were given"
