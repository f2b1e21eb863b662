from typing import Optional

class Node:
    def __init__(self, value: int, next: Optional["Node"] = None):
        self.value = value
        self.next = next

class LinkedList:
    def __init__(self):
        self.head: Optional[Node] = None
        self.size = 0

    def push(self, v: int) -> None:
        self.head = Node(v, self.head)
        self.size += 1

    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.value
            cur = cur.next

    def reverse(self) -> None:
        prev = None
        cur = self.head
        while cur:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev

    def __len__(self):
        return self.size

    def __repr__(self):
        return " -> ".join([str(v) for v in self]) or "empty"

ll = LinkedList()
print(ll)
for i in range(5):
    ll.push(i)
print(ll, len(ll))
ll.reverse()
print(ll)
print(sum(ll), max(ll), list(ll))
