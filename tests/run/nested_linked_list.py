from typing import Optional


class LinkedList:
    class Node:
        def __init__(self, value: int, next: "Optional[LinkedList.Node]" = None):
            self.value = value
            self.next = next

    def __init__(self):
        self.head: Optional[LinkedList.Node] = None
        self.size = 0

    def push(self, value: int) -> None:
        self.head = LinkedList.Node(value, self.head)
        self.size += 1

    def first(self) -> Node:
        assert self.head is not None
        return self.head

    def items(self) -> list[int]:
        out = []
        n = self.head
        while n is not None:
            out.append(n.value)
            n = n.next
        return out


ll = LinkedList()
for i in range(5):
    ll.push(i * i)
print(ll.items(), ll.size)
f = ll.first()
print(f.value, isinstance(f, LinkedList.Node))
r = str(f)
print(r.startswith("<__main__.LinkedList.Node object at 0x"), r.endswith(">"))
print(str(f)[:26])
n = LinkedList.Node(7)
print(n.value, n.next is None)
