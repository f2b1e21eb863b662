from typing import Optional


class Tree:
    class Node:
        created = 0

        def __init__(self, key: int):
            self.key = key
            self.left: Optional[Tree.Node] = None
            self.right: Optional[Tree.Node] = None
            Tree.Node.created += 1

        def __str__(self) -> str:
            return f"Node({self.key})"

    class Stats:
        def __init__(self, count: int, height: int):
            self.count = count
            self.height = height

        def __repr__(self) -> str:
            return f"Stats(count={self.count}, height={self.height})"

    EMPTY_HEIGHT: int = 0

    def __init__(self) -> None:
        self.root: Optional[Tree.Node] = None

    def insert(self, key: int) -> None:
        node = Tree.Node(key)
        if self.root is None:
            self.root = node
            return
        cur = self.root
        while True:
            if key < cur.key:
                if cur.left is None:
                    cur.left = node
                    return
                cur = cur.left
            else:
                if cur.right is None:
                    cur.right = node
                    return
                cur = cur.right

    def inorder(self) -> list[int]:
        out: list[int] = []
        self._walk(self.root, out)
        return out

    def _walk(self, n: Optional["Tree.Node"], out: list[int]) -> None:
        if n is None:
            return
        self._walk(n.left, out)
        out.append(n.key)
        self._walk(n.right, out)

    def height(self, n: Optional[Node]) -> int:
        if n is None:
            return Tree.EMPTY_HEIGHT
        return 1 + max(self.height(n.left), self.height(n.right))

    def stats(self) -> Stats:
        return Tree.Stats(len(self.inorder()), self.height(self.root))


def describe(n: Tree.Node) -> str:
    return "node " + str(n.key)


t = Tree()
for k in [50, 30, 70, 20, 40, 60, 80, 35]:
    t.insert(k)
print(t.inorder())
print(t.stats())
print(Tree.Node.created)
root = t.root
if root is not None:
    print(root, describe(root), isinstance(root, Tree.Node))
    print(f"{root!s} {root.left}")
s = Tree.Stats(1, 2)
print(s, [s])
print(type(s).__name__)
