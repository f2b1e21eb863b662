# A property setter overridden in a subclass is called through the object's class, also through
# a base-typed value (the list[Account]) and in augmented assignment.
class Account:
    def __init__(self):
        self._balance = 0

    @property
    def balance(self) -> int:
        return self._balance

    @balance.setter
    def balance(self, v: int) -> None:
        self._balance = v


class Checked(Account):
    @property
    def balance(self) -> int:
        return self._balance

    @balance.setter
    def balance(self, v: int) -> None:
        if v < 0:
            raise ValueError("negative balance")
        self._balance = v


accounts: list[Account] = [Account(), Checked()]
for a in accounts:
    a.balance = 10
    a.balance += 5
    try:
        a.balance = -1
    except ValueError as e:
        print("refused:", e)
    print(type(a).__name__, a.balance)
