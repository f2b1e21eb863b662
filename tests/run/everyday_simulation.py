import random

class Account:
    interest = 0.02
    count = 0

    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []
        Account.count += 1

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError(f"insufficient funds: {self.balance:.2f} < {amount:.2f}")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def apply_interest(self):
        self.balance *= 1 + self.interest

    def __str__(self):
        return f"{self.owner}: ${self.balance:,.2f}"

random.seed(42)
accts = [Account(n, 100.0) for n in ["a", "b", "c"]]
for step in range(20):
    acc = random.choice(accts)
    amt = round(random.uniform(1, 80), 2)
    try:
        if random.random() < 0.5:
            acc.deposit(amt)
        else:
            acc.withdraw(amt)
    except ValueError as e:
        print("error:", e)
for a in accts:
    a.apply_interest()
    print(a, len(a.history))
print(Account.count)
