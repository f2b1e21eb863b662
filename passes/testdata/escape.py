# passes: escape
class P:
    def __init__(self, x: int):
        self.x = x


class Holder:
    def __init__(self):
        self.p = P(0)


def make(x: int) -> P:
    return P(x)


def keep(ps: list[P], p: P) -> None:
    ps.append(p)


def local(n: int) -> int:
    total = 0
    for i in range(n):
        p = P(i)
        total += p.x
    return total


def kept_across(n: int) -> int:
    prev = P(0)
    total = 0
    for i in range(n):
        cur = P(i)
        total += prev.x
        prev = cur
    return total


def escaping(ps: list[P]) -> None:
    keep(ps, P(1))
    h = Holder()
    h.p = P(2)
    keep(ps, h.p)


ps: list[P] = []
escaping(ps)
print(local(3), kept_across(3), make(4).x, len(ps))
