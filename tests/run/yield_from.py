# yield from a generator, a list, and recursively; empty lists among a literal's elements.
def inner(n):
    for i in range(n):
        yield i * 10


def outer():
    yield -1
    yield from inner(3)
    yield from [100, 200]
    yield 999


def flatten(xss):
    for xs in xss:
        yield from xs


class Node:
    def __init__(self, v, kids):
        self.v = v
        self.kids = kids

    def walk(self):
        yield self.v
        for k in self.kids:
            yield from k.walk()


print(list(outer()))
print(list(flatten([[1, 2], [], [3]])))
leaf: list[Node] = []
t = Node(1, [Node(2, [Node(4, leaf)]), Node(3, leaf)])
print(list(t.walk()))
x = [[], [1], []]
y = [{}, {"a": 1}]
x[0].append(5)
print(x, y)
