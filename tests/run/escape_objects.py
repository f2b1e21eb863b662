# Objects the escape pass (passes/escape.go) may put on the stack, and the ways an object can
# still escape or outlive an iteration: each must behave as on the heap.
from typing import List, Optional


class P:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __add__(self, o: "P") -> "P":
        return P(self.x + o.x, self.y + o.y)

    def norm1(self) -> int:
        return abs(self.x) + abs(self.y)


class Box:
    def __init__(self, p: P):
        self.p = p


class Keeper:
    def keep(self, p: P) -> int:
        return p.x


class Hoarder(Keeper):
    def __init__(self):
        self.kept: List[P] = []

    def keep(self, p: P) -> int:
        self.kept.append(p)  # this override keeps its argument
        return p.y


def local_sum(n: int) -> int:
    total = 0
    for i in range(n):
        p = P(i, 2 * i) + P(1, 1)  # both operands die in the iteration
        total += p.norm1()
    return total


def previous_kept(n: int) -> int:
    prev = P(-1, -1)
    same = 0
    total = 0
    for i in range(n):
        cur = P(i, i)
        if cur is prev:
            same += 1
        total += prev.x * 10 + cur.x  # prev is last iteration's object: it must survive
        prev = cur
    return total * 100 + same


def swap_pairs(n: int) -> List[int]:
    a = P(0, 0)
    b = P(1, 1)
    out: List[int] = []
    for i in range(n):
        c = P(i, -i)
        a, b = b, c
        out.append(a.x * 1000 + b.x)
    return out


def stored_in_list(n: int) -> List[P]:
    ps: List[P] = []
    for i in range(n):
        ps.append(P(i, i * i))
    return ps


def stored_in_box(n: int) -> int:
    boxes: List[Box] = []
    for i in range(n):
        b = Box(P(i, 1))  # the P escapes into the Box, the Box into the list
        boxes.append(b)
    return sum([b.p.x for b in boxes])


def local_box(n: int) -> int:
    total = 0
    for i in range(n):
        b = Box(P(i, 3))  # the P is stored in a Box that itself stays local
        total += b.p.x + b.p.y
    return total


def make(i: int) -> P:
    q = P(i, i + 1)
    return q


def maybe(i: int) -> Optional[P]:
    p = P(i, 0)
    if i % 2 == 0:
        return p
    return None


def identities(n: int) -> int:
    live: List[bool] = []
    a = P(1, 2)
    b = P(1, 2)
    live.append(a is b)
    live.append(a is a)
    for i in range(n):
        c = P(i, i)
        d = P(i, i)
        live.append(c is d)
        live.append(c.x == d.x)
    return sum([1 for x in live if x])


def gen_points(n: int):
    for i in range(n):
        p = P(i, n - i)
        yield p.x * p.y


def gen_objects(n: int):
    for i in range(n):
        yield P(i, -i)  # yielded: escapes to the consumer


def risky(i: int) -> int:
    p = P(i, i)
    if i == 3:
        raise ValueError("bad " + str(p.x))
    return p.x


def with_handler(n: int) -> List[str]:
    out: List[str] = []
    last = P(0, 0)
    for i in range(n):
        try:
            cur = P(i, i * 2)
            out.append(str(risky(i)))
            last = cur
        except ValueError as e:
            out.append(str(e) + " last=" + str(last.x) + " cur=" + str(cur.y))
    return out


class Oops(Exception):
    def __init__(self, p: P):
        super().__init__("oops")
        self.p = p


def raise_object(i: int) -> int:
    try:
        p = P(i, 7)
        raise Oops(p)
    except Oops as e:
        return e.p.x + e.p.y


def dispatch(k: Keeper, n: int) -> int:
    total = 0
    for i in range(n):
        total += k.keep(P(i, i + 100))
    return total


def recurse(p: P, depth: int) -> int:
    if depth == 0:
        return p.x
    return recurse(P(p.x + 1, p.y), depth - 1) + p.y


def chain(n: int) -> int:
    node = P(0, 0)
    nodes: List[P] = [node]
    for i in range(n):
        node = node + P(i, 1)
        nodes.append(node)
    return nodes[-1].x * 1000 + len(nodes)


print(local_sum(1000))
print(previous_kept(10))
print(swap_pairs(5))
print([p.y for p in stored_in_list(5)])
print(stored_in_box(10))
print(local_box(10))
ms = [make(i) for i in range(4)]
print([m.y for m in ms], ms[0] is ms[1])
print([maybe(i) is None for i in range(4)])
print(identities(5))
print(sum(gen_points(10)), list(gen_points(4)))
gs = list(gen_objects(4))
print([g.y for g in gs], gs[1] is gs[2])
print(with_handler(5))
print(raise_object(5))
h = Hoarder()
print(dispatch(Keeper(), 5), dispatch(h, 5), [p.x for p in h.kept])
print(recurse(P(0, 2), 5))
print(chain(6))
