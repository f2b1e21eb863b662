# An attribute read on None raises AttributeError, as in CPython.


class Node:
    def __init__(self, v: int):
        self.v = v
        self.next: Node | None = None


n = Node(1)
n.next = Node(2)
print(n.v, n.next.v)
print(n.next.next.v)
