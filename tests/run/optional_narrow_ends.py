# A narrowing ends at an assignment: after `node = node.next` the read of node.value is checked
# again, and raises AttributeError on None as in CPython.
from typing import Optional


class Node:
    def __init__(self, value: int, next: "Optional[Node]" = None):
        self.value = value
        self.next = next


node: Optional[Node] = Node(1, Node(2))
while node is not None:
    print(node.value)
    node = node.next
    print(node.value)
