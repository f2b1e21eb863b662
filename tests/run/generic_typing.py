# Generic classes written for CPython 3.11: TypeVar and Generic from typing.
from typing import Generic, List, Optional, TypeVar

T = TypeVar("T")
K = TypeVar("K")


class Node(Generic[T]):
    def __init__(self, value: T, next: "Optional[Node[T]]" = None):
        self.value = value
        self.next = next


class LinkedStack(Generic[T]):
    def __init__(self) -> None:
        self.head: Optional[Node[T]] = None
        self.size = 0

    def push(self, x: T) -> None:
        self.head = Node(x, self.head)
        self.size += 1

    def pop(self) -> T:
        node = self.head
        assert_present = node is not None
        if not assert_present:
            return self.pop_empty()
        self.head = node.next
        self.size -= 1
        return node.value

    def pop_empty(self) -> T:
        return self.pop_empty()

    def items(self) -> List[T]:
        out: List[T] = []
        node = self.head
        while node is not None:
            out.append(node.value)
            node = node.next
        return out


class Tagged(Generic[K, T]):
    def __init__(self, key: K, value: T):
        self.key = key
        self.value = value

    def describe(self) -> str:
        return repr(self.key) + " -> " + repr(self.value)


s = LinkedStack[int]()
for i in range(4):
    s.push(i * 10)
print(s.items(), s.size, s.pop(), s.items())
w = LinkedStack[str]()
w.push("a")
w.push("b")
print(w.items(), w.pop() + w.pop(), w.size)
print(Tagged("k", 1.5).describe(), Tagged(3, (1, "x")).describe())
