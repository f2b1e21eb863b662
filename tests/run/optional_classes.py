# Class references that may be None: truth (None is false; an object is true unless its
# __bool__ or __len__ says otherwise), narrowing, == None, conditional expressions with None,
# and functions that return None or fall off the end.
from typing import Optional


class Node:
    def __init__(self, value: int, next: "Optional[Node]" = None):
        self.value = value
        self.next = next


class Bag:
    def __init__(self, n: int):
        self.n = n

    def __len__(self) -> int:
        return self.n


class Flag:
    def __init__(self, on: bool):
        self.on = on

    def __bool__(self) -> bool:
        return self.on


def length(node: Optional[Node]) -> int:
    k = 0
    while node:
        k += 1
        node = node.next
    return k


def find(node: Optional[Node], v: int) -> Optional[Node]:
    while node is not None:
        if node.value == v:
            return node
        node = node.next
    return None


def last(node: Optional[Node]) -> Optional[Node]:
    if node is None:
        return
    while node.next is not None:
        node = node.next
    return node


def nth(node: Node, i: int) -> Optional[Node]:
    # Falls off the end (returning None) when the list is shorter.
    k = 0
    n: Optional[Node] = node
    while n is not None:
        if k == i:
            return n
        k += 1
        n = n.next


def make(n: int):
    # Unannotated: None on one path and a Node on another give a Node that may be None.
    if n == 0:
        return None
    return Node(n, make(n - 1))


lst = make(4)
print(length(lst), length(None))
hit = find(lst, 2)
if hit:
    print("found", hit.value)
print(find(lst, 9) is None, find(lst, 9) == None, hit != None)
end = last(lst)
if end is not None:
    print("last", end.value)
print(last(None))
third = nth(Node(1, Node(2, Node(3))), 2)
if third is not None:
    print("third", third.value)
print(nth(Node(1), 5))

for b in [Bag(0), Bag(2), None]:
    print("bag" if b else "empty or none")
for f in [Flag(True), Flag(False), None]:
    if f:
        print("on")
    else:
        print("off")

picked = lst if length(lst) > 10 else None
print(picked)
picked = None if length(lst) > 10 else lst
if picked is not None:
    print(picked.value)
