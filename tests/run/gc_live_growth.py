# The collector waits, after each collection, until the program has allocated twice the bytes
# the heap still holds (runtime/kiln.c, collected), so the heap grows sooner for large live
# sets. Live sets that grow, shrink and grow again between phases of garbage: trees of
# instances, lists of instances and strs, a dict, objects referenced only from the fields of
# long-lived ones and replaced while garbage is made; every object is checked after the
# collections, and the program ends in an uncaught exception's traceback.

from typing import List, Optional


class Node:
    def __init__(self, left: Optional["Node"], right: Optional["Node"]):
        self.left = left
        self.right = right


class Box:
    def __init__(self, value: int, name: str):
        self.value = value
        self.name = name
        self.next: Optional["Box"] = None


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


def garbage(rounds: int, depth: int) -> int:
    total = 0
    for _ in range(rounds):
        total += check(make_tree(depth))
    return total


def chain(n: int) -> Box:
    head = Box(0, "b0")
    cur = head
    for i in range(1, n):
        b = Box(i, "b" + str(i))
        cur.next = b
        cur = b
    return head


def chain_sum(b: Optional[Box]) -> int:
    total = 0
    names = 0
    while b is not None:
        total += b.value
        if b.name == "b" + str(b.value):
            names += 1
        b = b.next
    return total * 1000000 + names


def main() -> None:
    # Phase 1: a small live set, much garbage.
    print("small", garbage(2000, 6))
    # Phase 2: a large live set (a tree of 2^15 nodes and a chain of boxes), garbage beside it.
    keep = make_tree(14)
    boxes = chain(20000)
    print("large", garbage(300, 10), check(keep), chain_sum(boxes))
    # Objects held only by the fields of long-lived ones, replaced while garbage is made.
    holders: List[Box] = []
    for i in range(200):
        holders.append(Box(i, "h" + str(i)))
    for r in range(20):
        for h in holders:
            h.next = Box(h.value * 1000 + r, "n" + str(r))
        garbage(20, 8)
    ok = 0
    for h in holders:
        n = h.next
        if n is not None and n.value == h.value * 1000 + 19 and n.name == "n19":
            ok += 1
    print("holders", ok, check(keep))
    # Phase 3: the live set shrinks, then grows again past its first size.
    boxes = chain(10)
    print("shrunk", garbage(500, 8), chain_sum(boxes))
    trees: List[Node] = []
    for i in range(6):
        trees.append(make_tree(12))
        garbage(50, 9)
    words = {}
    for i in range(30000):
        words["w" + str(i % 5000)] = i
    print("grown", sum(check(t) for t in trees), check(keep), len(words), words["w4999"])
    # Ints at the limits kept in fields across collections.
    big = Box(9223372036854775807, "max")
    small = Box(-9223372036854775807 - 1, "min")
    garbage(100, 10)
    print(big.value, small.value, big.name, small.name)
    print(big.value // (small.value - small.value))


main()
