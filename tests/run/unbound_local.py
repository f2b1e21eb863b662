# A local assigned on some paths only: reading it where it is unassigned raises UnboundLocalError.
def pick(n):
    if n > 0:
        x = n * 2
    return x


def loop_carried(n):
    total = 0
    for i in range(n):
        if i > 0:
            total += last
        last = i
    return total


def after_loop(n):
    for i in range(n):
        pass
    return i


print(pick(3), loop_carried(5), after_loop(4))
print(pick(0))
