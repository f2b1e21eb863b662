# binary_trees.py: the Computer Language Benchmarks Game's binary-trees: allocate and walk many
# complete binary trees (nodes with left/right fields that may be None), one long-lived tree
# beside them. Measures allocation and the garbage collector.

import sys
from typing import Optional

MAX_DEPTH = 14
MIN_DEPTH = 4


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


def main() -> None:
    max_depth = MAX_DEPTH
    if len(sys.argv) > 1:
        max_depth = int(sys.argv[1])
    if MIN_DEPTH + 2 > max_depth:
        max_depth = MIN_DEPTH + 2
    stretch = max_depth + 1
    print("stretch tree of depth " + str(stretch) + "\t check: " + str(check(make_tree(stretch))))
    long_lived = make_tree(max_depth)
    depth = MIN_DEPTH
    while depth <= max_depth:
        iterations = 1 << (max_depth - depth + MIN_DEPTH)
        total = 0
        for _ in range(iterations):
            total += check(make_tree(depth))
        print(str(iterations) + "\t trees of depth " + str(depth) + "\t check: " + str(total))
        depth += 2
    print("long lived tree of depth " + str(max_depth) + "\t check: " + str(check(long_lived)))


main()
