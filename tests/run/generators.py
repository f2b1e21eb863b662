# Generator functions: yield in loops and branches, return, recursion through nested
# generators, closures, methods, next(), finally clauses and exceptions raised inside.
from typing import Iterator


def count(n):
    i = 0
    while i < n:
        yield i
        i += 1


def fib() -> Iterator[int]:
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def words(text: str):
    for w in text.split():
        if w == "stop":
            return
        yield w.upper()


def pairs(xs):
    for i in range(len(xs)):
        for j in range(i + 1, len(xs)):
            yield (xs[i], xs[j])


class Tree:
    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right

    def walk(self):
        if self.left is not None:
            for v in self.left.walk():
                yield v
        yield self.value
        if self.right is not None:
            for v in self.right.walk():
                yield v


for x in count(3):
    print(x)
for f in fib():
    if f > 50:
        break
    print(f, end=" ")
print()
print(list(words("a b c stop d")))
print(sum(count(101)), list(pairs([1, 2, 3])))
t = Tree(4, Tree(2, Tree(1), Tree(3)), Tree(6, Tree(5)))
print(list(t.walk()))
g1 = count(3)
g2 = count(3)
for a in g1:
    for b in g2:
        print(a, b)
gen = count(2)
print(next(gen), next(gen), next(gen, -1))


def make_counter(step):
    def gen(n):
        k = 0
        while k < n:
            yield k * step
            k += 1
    return gen


print(list(make_counter(10)(4)))


def with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")


for v in with_finally():
    print("got", v)


def raiser():
    yield 1
    raise ValueError("boom")


try:
    for v in raiser():
        print("r", v)
except ValueError as e:
    print("caught", e)
print("done")
