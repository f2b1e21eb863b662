# A program's own functions named like the stdlib's helpers (which sorted, sum, zip, min,
# reversed and round are checked as) do not replace them.


def _sorted(x: int) -> str:
    return "my _sorted " + str(x)


def _sum(a: str, b: str) -> str:
    return a + b


def _zip2(n: int) -> int:
    return n * 2


def _max2(s: str) -> str:
    return s.upper()


def _reversed(x: float) -> float:
    return -x


def _round1(x: int) -> int:
    return x + 1


print(_sorted(3), sorted([3, 1, 2]), sorted((5, 4)))
print(_sum("a", "b"), sum([1, 2, 3]), sum((1, 2)))
print(_zip2(21), list(zip([1, 2], ["a", "b"])))
print(_max2("x"), max(3, 9), min(4, 2))
print(_reversed(1.5), list(reversed([1, 2, 3])))
print(_round1(1), round(2.5), round(3.14159, 2))
