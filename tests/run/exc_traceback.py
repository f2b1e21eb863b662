# An uncaught exception raised through functions and methods prints CPython's traceback.


class Account:
    def __init__(self, balance: int):
        self.balance = balance

    def withdraw(self, amount: int) -> int:
        if amount > self.balance:
            raise ValueError("insufficient funds: " + str(self.balance))
        self.balance -= amount
        return self.balance


def run(acct: Account, amounts: list[int]) -> None:
    for a in amounts:
        try:
            print("left", acct.withdraw(a))
        except KeyError:
            print("never")
        finally:
            print("attempted", a)


def main():
    run(Account(100), [30, 50, 40])


main()
