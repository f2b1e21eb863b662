# fdivpos knows the stdlib's abs, math.sqrt, math.fabs and math.exp never return a negative
# number: a user function with one of those names may, and its divisions must still raise.
class math:
    @staticmethod
    def sqrt(x: float) -> float:
        return -x

    @staticmethod
    def exp(x: float) -> float:
        return x - 3.0


def abs(x: float) -> float:
    return x - 10.0


def by_abs(y: float) -> float:
    return 1.0 / (10.0 + abs(y))


def by_sqrt(y: float) -> float:
    return 2 / (1.0 + math.sqrt(y))


def by_exp(y: float) -> float:
    return y / (0.5 + math.exp(y) * math.exp(y))


for y in [0.0, 1.0, -0.0, 3.0, float("nan"), float("inf")]:
    for k in range(3):
        try:
            print(repr(by_abs(y) if k == 0 else by_sqrt(y) if k == 1 else by_exp(y)))
        except ZeroDivisionError as e:
            print("ZeroDivisionError", e)
