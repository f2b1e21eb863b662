# id(): equal exactly when `is` holds, stable for an object's life, distinct for live objects,
# an int usable as a dict key or set element. Ids themselves are never printed (CPython's
# differ from run to run).


class Point:
    def __init__(self, x: int, y: int) -> None:
        self.x = x
        self.y = y


class Node:
    def __init__(self, v: int) -> None:
        self.v = v
        self.next: Node | None = None


def double(a: int) -> int:
    return a * 2


def triple(a: int) -> int:
    return a * 3


def adder(n: int):
    def add(a: int) -> int:
        return a + n
    return add


def ident_of(p: Point) -> int:
    return id(p)


def bump(p: Point) -> None:
    p.x += 1


def counter(n: int):
    i = 0
    while i < n:
        yield i
        i += 1


# Instances: equal ids exactly when `is` holds.
a = Point(1, 2)
b = a
c = Point(1, 2)
print(id(a) == id(b), a is b)
print(id(a) == id(c), a is c)
print(id(a) != id(c), a is not c)

# Stable across mutation and across a call.
before = id(a)
a.x = 10
bump(a)
print(before == id(a), a.x)
print(ident_of(a) == id(a), ident_of(c) == id(a))

# The result is an int.
i = id(a)
print(isinstance(i, int), i == i + 0, hex(i).startswith("0x"))

# Lists, dicts, sets: the container, not its contents.
xs = [1, 2, 3]
ys = xs
zs = [1, 2, 3]
print(id(xs) == id(ys), id(xs) == id(zs), xs == zs)
xs.append(4)
print(id(xs) == id(ys), len(ys))
d = {"a": 1}
e = d
f = dict(d)
print(id(d) == id(e), id(d) == id(f))
d["b"] = 2
print(id(d) == id(e), len(e))
s = {1, 2}
t = s
print(id(s) == id(t), id(s) == id({1, 2}) and False)

# Functions: the same function has one id; different functions differ; each closure made by a
# def execution is an object of its own.
print(id(double) == id(double), id(double) == id(triple))
add1 = adder(1)
add2 = adder(2)
same = add1
print(id(add1) == id(same), id(add1) == id(add2), add1(5), add2(5))

# Generators are objects.
g1 = counter(3)
g2 = counter(3)
print(id(g1) == id(g1), id(g1) == id(g2), sum(g1))

# Exceptions are objects.
err = ValueError("bad")
err2 = err
print(id(err) == id(err2), id(err) == id(ValueError("bad")) and False)

# None is one object.
n1 = None
print(id(n1) == id(None))
head = Node(1)
print(head.next is None, id(head) == id(head))

# Ids as dict keys and set elements: objects kept alive in a list are all distinct.
keep: list[Point] = []
seen: set[int] = set()
names: dict[int, int] = {}
for k in range(100):
    p = Point(k, k)
    keep.append(p)
    seen.add(id(p))
    names[id(p)] = k
print(len(seen), len(names))
print(all(names[id(q)] == q.x for q in keep))
print(id(keep[3]) in seen, id(a) in seen)

# The same object seen through a list and through a variable.
first = keep[0]
print(id(first) == id(keep[0]), id(first) == id(keep[1]))

# Objects that do not outlive an iteration: equal ids are allowed, nothing else is checked.
count = 0
for k in range(50):
    o = Point(k, 0)
    count += 1 if id(o) != 0 else 0
print(count)

# A linked chain: every node has its own id.
prev = Node(0)
start = prev
for k in range(1, 20):
    nxt = Node(k)
    prev.next = nxt
    prev = nxt
ids: set[int] = set()
cur: Node | None = start
while cur is not None:
    ids.add(id(cur))
    cur = cur.next
print(len(ids))

# Two objects alive at once in a loop never share an id.
older = Point(-1, -1)
clashes = 0
for k in range(30):
    newer = Point(k, k)
    if id(newer) == id(older):
        clashes += 1
    older = newer
print(clashes)


# A parameter or attribute named id shadows nothing outside its scope.
class Rec:
    def __init__(self, id: int) -> None:
        self.id = id


def twice(id: int) -> int:
    return id * 2


r = Rec(7)
print(twice(4), r.id, id(r) == id(r))
