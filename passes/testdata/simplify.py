def scale(x: int) -> int:
    factor = 4
    offset = factor * 2 + 1
    if offset > 100:
        print("too big")
    return x * factor + offset


def near_miss(x: int) -> int:
    factor = x // 2  # not a constant
    return x * factor


print(scale(3), near_miss(5))
