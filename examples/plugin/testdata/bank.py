balances: list[int] = [100, 50]


def deposit(account: int, amount: int) -> None:
    balances[account] += amount


def transfer(src: int, dst: int, amount: int) -> None:
    balances[src] -= amount
    deposit(dst, amount)


def audit() -> None:
    print("audit: total", balances[0] + balances[1])


deposit(0, 10)
for i in range(2):
    transfer(0, 1, 5 + i)
audit()
