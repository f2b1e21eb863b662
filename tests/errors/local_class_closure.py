# A class inside a function may not read the function's local variables (a closure).
def make(scale: int):
    offset = 3

    class P:
        def __init__(self, x: int):
            self.x = x * scale  # ERROR "not supported yet: a class inside a function reading the function's local variable `scale`"

        def moved(self) -> int:
            return self.x + offset  # ERROR "a class inside a function reading the function's local variable `offset`"

    return P(2)


print(make(2).x)
