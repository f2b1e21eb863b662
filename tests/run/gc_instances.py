# Class instances are allocated without the collector's extra byte and marked over their whole
# size (runtime/kiln.c, kiln_alloc_inst), with the heap grown for live sets of pointers
# (free-space divisor 2). Every object here is checked after enough garbage to run many
# collections: references held only in an instance's last word, one-field chains, objects
# with a vtable header, instances over the pools' 255 bytes, empty instances, exceptions
# raised and caught in a loop (handed back to the pool), strs and views kept in fields.

from typing import Optional


class Node:
    def __init__(self, left: Optional["Node"], right: Optional["Node"]):
        self.left = left
        self.right = right


def make_tree(depth: int) -> Node:
    if depth == 0:
        return Node(None, None)
    return Node(make_tree(depth - 1), make_tree(depth - 1))


def check(node: Node) -> int:
    left = node.left
    right = node.right
    if left is None or right is None:
        return 1
    return 1 + check(left) + check(right)


class Link:
    """One field: its only word is the object's last."""

    def __init__(self, next: Optional["Link"]):
        self.next = next


def chain_length(link: Optional[Link]) -> int:
    n = 0
    while link is not None:
        n += 1
        link = link.next
    return n


class Triple:
    """The tail is the last word: the only reference to the rest of the chain."""

    def __init__(self, a: int, b: int, tail: Optional["Triple"]):
        self.a = a
        self.b = b
        self.tail = tail


class Shape:
    def __init__(self, size: int):
        self.size = size

    def area(self) -> int:
        return 0


class Square(Shape):
    def __init__(self, size: int, inner: Optional["Square"]):
        super().__init__(size)
        self.inner = inner

    def area(self) -> int:
        return self.size * self.size


class Empty:
    pass


class Wide:
    """Forty fields, 320 bytes: larger than the pools' objects."""

    def __init__(self, seed: int, other: Optional["Wide"]):
        self.f0 = seed
        self.f1 = seed + 1
        self.f2 = seed + 2
        self.f3 = seed + 3
        self.f4 = seed + 4
        self.f5 = seed + 5
        self.f6 = seed + 6
        self.f7 = seed + 7
        self.f8 = seed + 8
        self.f9 = seed + 9
        self.f10 = seed + 10
        self.f11 = seed + 11
        self.f12 = seed + 12
        self.f13 = seed + 13
        self.f14 = seed + 14
        self.f15 = seed + 15
        self.f16 = seed + 16
        self.f17 = seed + 17
        self.f18 = seed + 18
        self.f19 = seed + 19
        self.f20 = seed + 20
        self.f21 = seed + 21
        self.f22 = seed + 22
        self.f23 = seed + 23
        self.f24 = seed + 24
        self.f25 = seed + 25
        self.f26 = seed + 26
        self.f27 = seed + 27
        self.f28 = seed + 28
        self.f29 = seed + 29
        self.f30 = seed + 30
        self.f31 = seed + 31
        self.f32 = seed + 32
        self.f33 = seed + 33
        self.f34 = seed + 34
        self.f35 = seed + 35
        self.f36 = seed + 36
        self.f37 = seed + 37
        self.f38 = seed + 38
        self.other = other


class Named:
    def __init__(self, name: str, parts: list[str]):
        self.name = name
        self.parts = parts


class Failure(Exception):
    def __init__(self, code: int, note: str):
        super().__init__(note)
        self.code = code
        self.note = note


def churn(rounds: int) -> int:
    """Garbage: short-lived trees, enough for several collections per call."""
    total = 0
    for _ in range(rounds):
        total += check(make_tree(10))
    return total


def fail(i: int) -> int:
    if i % 3 == 0:
        raise Failure(i, "code " + str(i))
    return i


def main() -> None:
    long_lived = make_tree(12)
    chain: Optional[Link] = None
    for _ in range(20000):
        chain = Link(chain)
    triples: Optional[Triple] = None
    for i in range(5000):
        triples = Triple(i, -i, triples)
        if i % 1000 == 0:
            churn(20)
    squares: Optional[Square] = None
    for i in range(1000):
        squares = Square(i, squares)
    empties = [Empty() for _ in range(1000)]
    wides: list[Wide] = []
    prev: Optional[Wide] = None
    for i in range(300):
        w = Wide(i * 100, prev)
        wides.append(w)
        prev = w
    extremes = Triple(9223372036854775807, -9223372036854775807 - 1, None)
    text = "alpha,beta,gamma,delta " * 50
    named = [Named(word.strip(), word.split("a")) for word in text.split(",")]

    print("churn", churn(400))

    print("long lived", check(long_lived))
    print("chain", chain_length(chain))
    n = 0
    s = 0
    t = triples
    while t is not None:
        n += 1
        s += t.a + t.b + t.a
        t = t.tail
    print("triples", n, s)
    area = 0
    depth = 0
    sq = squares
    while sq is not None:
        area += sq.area()
        depth += 1
        sq = sq.inner
    shape: Shape = Square(7, None)
    print("squares", depth, area, shape.area(), Shape(3).area())
    distinct = 0
    for i in range(1, len(empties)):
        if empties[i] is not empties[i - 1]:
            distinct += 1
    print("empties", len(empties), distinct)
    ok = 0
    for i in range(len(wides)):
        w = wides[i]
        if w.f0 == i * 100 and w.f38 == i * 100 + 38 and w.f19 == i * 100 + 19:
            ok += 1
        other = w.other
        if i > 0 and other is not None and other is wides[i - 1]:
            ok += 1
    print("wides", ok)
    print("extremes", extremes.a, extremes.b, extremes.a + extremes.b)
    words = 0
    pieces = 0
    for x in named:
        words += len(x.name)
        pieces += len(x.parts)
    print("named", len(named), words, pieces, named[1].name, named[1].parts)

    caught = 0
    codes = 0
    for i in range(30000):
        try:
            fail(i)
        except Failure as e:
            caught += 1
            codes += e.code
    print("caught", caught, codes)
    kept: list[Failure] = []
    for i in range(0, 3000, 3):
        try:
            fail(i)
        except Failure as e:
            if i % 300 == 0:
                kept.append(e)
    churn(100)
    print("kept", [k.code for k in kept], kept[-1].note, str(kept[2]))

    print("long lived again", check(long_lived), chain_length(chain))
    fail(churn(10) * 3)


main()
