# An operator the class does not define.
class Money:
    def __init__(self, cents: int):
        self.cents = cents


total = Money(1) + Money(2)  # ERROR "unsupported operand type\(s\) for \+: 'Money' and 'Money'"
