# passes: constfold
def fold() -> int:
    a = 2 * 3 + 4
    b = 7 // -2
    c = -7 % 3
    big = 9223372036854775807 + 1  # overflows: left for the runtime to raise
    z = 1 // 0  # ZeroDivisionError at run time: not folded
    m = 5 % 0
    f = 0.1 + 0.2
    g = 1.0 / 0.0  # ZeroDivisionError: not folded
    ok = 3 < 4 and 2.5 >= 2.5
    return a + b + c + big + z + m


def branch() -> str:
    if 2 > 3:
        return "never"
    else:
        return "always"


def near_miss(n: int) -> int:
    return n * 3 + 4  # n is not a constant
print(fold(), branch(), near_miss(2))
