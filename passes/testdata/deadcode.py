# passes: deadcode
def after_return(x: int) -> None:
    print(x)
    return
    print("unreachable")


def unused(x: int) -> int:
    y = x < 3  # no effect, never read: dropped
    z = x + 1  # may overflow: the addition stays, the variable goes
    return x


def in_loop(n: int) -> int:
    while n > 0:
        n -= 1
        break
        n += 100
    return n
print(after_return(1), unused(2), in_loop(3))
