# None and Optional: a class's references may be None; `is None` and `is not None` test them.
from typing import Optional


class Node:
    def __init__(self, value: int, next: "Optional[Node]" = None):
        self.value = value
        self.next = next


def build(n: int) -> Optional[Node]:
    head = None
    for i in range(n):
        head = Node(i, head)
    return head


def total(node: Optional[Node]) -> int:
    s = 0
    while node is not None:
        s += node.value
        node = node.next
    return s


def find(node: Optional[Node], v: int) -> Optional[Node]:
    while node is not None and node.value != v:
        node = node.next
    return node


lst = build(5)
print(total(lst), total(None))
hit = find(lst, 3)
miss = find(lst, 7)
print(hit is None, miss is None, hit is not None)
if hit is not None:
    print(hit.value)
print(miss)
a = Node(1)
b = a
print(a is b, a is Node(1))
