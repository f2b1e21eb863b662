package gen

// Unit kinds built on classes. Each defines several classes whose names end in the unit's
// number, and the module-level code that uses them.

// shapes: a three-level hierarchy with an overridden method called through a base-typed
// parameter and a list of the base class, super() and Base.method(self) calls, a class
// attribute read through self, isinstance, and a variable of the base type assigned a subclass.
func (g *generator) shapes() {
	g.emit(`
class Shape_{i}:
    sides: int = {sides}

    def __init__(self, size: int, name: str):
        self.size = size
        self.name = name

    def area(self) -> int:
        return self.size * {a}

    def scaled(self, k: int) -> int:
        return self.area() * k % {m}

    def describe(self) -> str:
        return self.name + ":" + str(self.area())


class Square_{i}(Shape_{i}):
    def __init__(self, size: int):
        super().__init__(size, "sq{i}")
        self.extra = {e}

    def area(self) -> int:
        return self.size * self.size + self.extra


class Tri_{i}(Shape_{i}):
    def area(self) -> int:
        return super().area() // 2 + {b}

    def describe(self) -> str:
        return "tri " + Shape_{i}.describe(self)


class Cube_{i}(Square_{i}):
    def area(self) -> int:
        return super().area() * {c} % {m}


def total_{i}(shapes: list[Shape_{i}], k: int) -> int:
    t = 0
    for s in shapes:
        t += s.scaled(k) + s.sides
        if isinstance(s, Square_{i}):
            t += {d}
    return t


shapes_{i} = [Shape_{i}({x1}, "{w1}"), Square_{i}({x2}), Tri_{i}({x3}, "{w2}"), Cube_{i}({x4})]
shapes_{i}.append(Tri_{i}({x5}, "{w3}"))
mix(total_{i}(shapes_{i}, {k}))
print("shape_{i}", [s.describe() for s in shapes_{i}], shapes_{i}[{idx}].area())
big_{i} = shapes_{i}[0]
big_{i} = Cube_{i}({x6})
mix(big_{i}.area() + len(shapes_{i}) + int(isinstance(big_{i}, Tri_{i})))
`, "sides", g.in(0, 8), "a", g.in(1, 20), "m", g.in(100, 9999), "e", g.in(0, 9), "b", g.in(0, 20),
		"c", g.in(2, 9), "d", g.in(1, 9), "x1", g.in(0, 50), "w1", g.word(), "x2", g.in(0, 50),
		"x3", g.in(0, 50), "w2", g.word(), "x4", g.in(0, 50), "x5", g.in(0, 50), "w3", g.word(),
		"k", g.in(1, 9), "idx", g.in(-5, 4), "x6", g.in(0, 50))
}

// generic: a generic stack (typing.Generic over the header's T) realized for int and str,
// with __len__, __contains__ and __getitem__, and a two-parameter generic pair whose method
// returns the pair with its type arguments swapped.
func (g *generator) generic() {
	g.emit(`
class Stack_{i}(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        return self.items.pop()

    def peek(self) -> T:
        return self.items[-1]

    def __len__(self) -> int:
        return len(self.items)

    def __contains__(self, x: T) -> bool:
        return x in self.items

    def __getitem__(self, k: int) -> T:
        return self.items[k]


class Pair_{i}(Generic[T, U]):
    def __init__(self, first: T, second: U):
        self.first = first
        self.second = second

    def swap(self) -> "Pair_{i}[U, T]":
        return Pair_{i}(self.second, self.first)

    def __repr__(self) -> str:
        return "Pair_{i}(" + repr(self.first) + ", " + repr(self.second) + ")"


def fill_{i}(n: int) -> Stack_{i}[int]:
    s = Stack_{i}[int]()
    for j in range(n):
        s.push(j * {a} % {m})
    return s


ints_{i} = fill_{i}({n})
words_{i} = Stack_{i}[str]()
for w_{i} in ["{w1}", "{w2}", "{w3}"]:
    words_{i}.push(w_{i} + "{sfx}")
p_{i} = Pair_{i}({x}, words_{i}.peek())
mix(len(ints_{i}) + len(words_{i}) + int({y} in ints_{i}))
print("stack_{i}", ints_{i}.items, words_{i}.pop(), "{w1}{sfx}" in words_{i}, p_{i}, p_{i}.swap(), ints_{i}[{idx}])
mix(ints_{i}.pop() + ints_{i}[0] + len(p_{i}.swap().first))
`, "a", g.in(1, 50), "m", g.in(10, 999), "n", g.in(2, 12), "w1", g.word(), "w2", g.word(), "w3", g.word(),
		"sfx", g.word(), "x", g.floatLit(-20, 20), "y", g.in(0, 60), "idx", g.in(-2, 1))
}

// money: operators through magic methods (with the reflected __rmul__), comparisons, __bool__,
// __str__ and __repr__, a property with a setter, a static method, a class method that
// constructs through cls, and a class attribute counted in __init__.
func (g *generator) money() {
	g.emit(`
class Money_{i}:
    made = 0
    rate: int = {rate}

    def __init__(self, cents: int):
        self.cents = cents
        Money_{i}.made += 1

    @property
    def whole(self) -> int:
        return self.cents // 100

    @whole.setter
    def whole(self, v: int) -> None:
        self.cents = v * 100 + self.cents % 100

    @staticmethod
    def fee(c: int) -> int:
        return c * {fee} // 100

    @classmethod
    def of(cls, whole: int, part: int):
        return cls(whole * 100 + part)

    def __add__(self, o: "Money_{i}") -> "Money_{i}":
        return Money_{i}(self.cents + o.cents)

    def __sub__(self, o: "Money_{i}") -> "Money_{i}":
        return Money_{i}(self.cents - o.cents)

    def __mul__(self, k: int) -> "Money_{i}":
        return Money_{i}(self.cents * k)

    def __rmul__(self, k: int) -> "Money_{i}":
        return Money_{i}(self.cents * k * self.rate)

    def __neg__(self) -> "Money_{i}":
        return Money_{i}(-self.cents)

    def __eq__(self, o: "Money_{i}") -> bool:
        return self.cents == o.cents

    def __lt__(self, o: "Money_{i}") -> bool:
        return self.cents < o.cents

    def __bool__(self) -> bool:
        return self.cents != 0

    def __repr__(self) -> str:
        return "Money_{i}(" + str(self.cents) + ")"

    def __str__(self) -> str:
        return str(self.whole) + "." + str(self.cents % 100)


a_{i} = Money_{i}({c1})
b_{i} = Money_{i}.of({w1}, {p1})
c_{i} = a_{i} + b_{i} * {k} - {k2} * a_{i}
c_{i}.whole = {w2}
c_{i}.whole += {w3}
print("money_{i}", a_{i}, repr(b_{i}), c_{i}, [a_{i}, -c_{i}], a_{i} == b_{i}, a_{i} < b_{i}, a_{i} > c_{i}, a_{i} != c_{i}, bool(a_{i} - a_{i}))
mix(c_{i}.cents + Money_{i}.fee(c_{i}.cents) + Money_{i}.made + a_{i}.rate + b_{i}.fee({c2}))
if c_{i} and not a_{i} < c_{i}:
    mix(c_{i}.whole)
`, "rate", g.in(1, 5), "fee", g.in(1, 30), "c1", g.in(-999, 9999), "w1", g.in(-50, 50), "p1", g.in(0, 99),
		"k", g.in(0, 9), "k2", g.in(0, 9), "w2", g.in(-50, 50), "w3", g.in(-9, 9), "c2", g.in(0, 9999))
}

// chain: a linked list of Optional references tested with is None / is not None, a class
// holding one, __len__ and __call__, and a method returning an Optional.
func (g *generator) chain() {
	g.emit(`
class Link_{i}:
    def __init__(self, value: int, next: "Optional[Link_{i}]" = None):
        self.value = value
        self.next = next


class Chain_{i}:
    def __init__(self) -> None:
        self.head: Optional[Link_{i}] = None
        self.size = 0

    def push(self, v: int) -> None:
        self.head = Link_{i}(v, self.head)
        self.size += 1

    def total(self) -> int:
        t = 0
        node = self.head
        while node is not None:
            t += node.value
            node = node.next
        return t

    def find(self, v: int) -> Optional[Link_{i}]:
        node = self.head
        while node is not None and node.value != v:
            node = node.next
        return node

    def values(self) -> list[int]:
        out: list[int] = []
        node = self.head
        while node is not None:
            out.append(node.value)
            node = node.next
        return out

    def __len__(self) -> int:
        return self.size

    def __call__(self, k: int) -> int:
        return self.total() * k % {m}


ch_{i} = Chain_{i}()
for j_{i} in range({n}):
    ch_{i}.push(j_{i} * {a} % {m2})
hit_{i} = ch_{i}.find({v})
print("chain_{i}", len(ch_{i}), ch_{i}.values(), hit_{i} is None, ch_{i}.find(-1) is None, ch_{i}({k}))
if hit_{i} is not None:
    mix(hit_{i}.value + 1)
mix(ch_{i}({k2}) + ch_{i}.total())
`, "m", g.in(10, 9999), "n", g.in(0, 12), "a", g.in(1, 30), "m2", g.in(5, 50), "v", g.in(0, 20),
		"k", g.in(0, 9), "k2", g.in(0, 9))
}

// tree: a hierarchy whose objects refer to each other through an Optional field of the base
// type, a class method inherited by a subclass (cls constructs the subclass; it is called
// through that one class only: calling it through two classes of the hierarchy, e.g. Leaf.make
// and Twig.make, makes the checker panic with "two instances named Node.make[int]"), a property read
// through a subclass, a method taking the base type and dispatching on its argument, and a
// class attribute read through the class, a subclass and an instance.
func (g *generator) tree() {
	g.emit(`
class Node_{i}:
    count = 0

    def __init__(self, v: int):
        self.v = v
        self.parent: Optional[Node_{i}] = None
        Node_{i}.count += 1

    @classmethod
    def make(cls, v: int):
        return cls(v * {a})

    @property
    def double(self) -> int:
        return self.v * 2

    def weight(self) -> int:
        return {w}

    def visit(self, other: "Node_{i}") -> int:
        return self.v + other.weight()

    def depth(self) -> int:
        d = 0
        node = self.parent
        while node is not None:
            d += 1
            node = node.parent
        return d


class Leaf_{i}(Node_{i}):
    def weight(self) -> int:
        return self.v * {b}


class Twig_{i}(Leaf_{i}):
    def weight(self) -> int:
        return super().weight() + {c}


root_{i} = Node_{i}({x1})
leaf_{i} = Leaf_{i}.make({x2})
twig_{i} = Twig_{i}({x3})
leaf_{i}.parent = root_{i}
twig_{i}.parent = leaf_{i}
nodes_{i}: list[Node_{i}] = [root_{i}, leaf_{i}, twig_{i}, Leaf_{i}.make({x4})]
print("tree_{i}", [n.visit(m) for n in nodes_{i} for m in nodes_{i} if m is not n], twig_{i}.depth(), leaf_{i}.double)
mix(Leaf_{i}.count + twig_{i}.count + nodes_{i}[-1].depth() + int(root_{i}.parent is None) + int(isinstance(nodes_{i}[{idx}], Leaf_{i})))
`, "a", g.in(1, 5), "w", g.in(0, 9), "b", g.in(1, 20), "c", g.in(0, 9), "x1", g.in(-50, 50),
		"x2", g.in(-50, 50), "x3", g.in(-50, 50), "x4", g.in(-50, 50), "idx", g.in(0, 3))
}

// boxes: a generic class whose type argument is inferred from __init__ and whose map method
// takes a lambda (realized per function and value type), a class holding a closure in a field
// and calling it, and a list of closures made by one def.
func (g *generator) boxes() {
	g.emit(`
class Box_{i}(Generic[T]):
    def __init__(self, value: T):
        self.value = value

    def map(self, f):
        return Box_{i}(f(self.value))

    def get(self) -> T:
        return self.value

    def __repr__(self) -> str:
        return "Box_{i}(" + repr(self.value) + ")"


class Button_{i}:
    def __init__(self, label: str, on_click):
        self.label = label
        self.on_click = on_click
        self.clicks = 0

    def click(self):
        self.clicks += 1
        return self.on_click(self.label)


def handler_{i}(prefix):
    count = 0

    def handle(s):
        nonlocal count
        count += 1
        return prefix + s + str(count)
    return handle


def keyed_{i}(f, *vals, key={k}):
    return [f(v) + key for v in vals]


b_{i} = Box_{i}({x})
f_{i} = b_{i}.map(lambda v: v * {fk})
s_{i} = f_{i}.map(lambda v: str(v) + "{w}")
print("box_{i}", b_{i}, f_{i}, s_{i}, s_{i}.get(), b_{i}.map(lambda v: v > {t}))
btn_{i} = Button_{i}("{w2}", handler_{i}("{w3}"))
btn_{i}.click()
hs_{i} = [handler_{i}("{w4}"), handler_{i}("{w}")]
print("button_{i}", btn_{i}.click(), btn_{i}.clicks, [h("{w2}") for h in hs_{i}], hs_{i}[0]("{w3}"))
mix(len(s_{i}.get()))
for v_{i} in keyed_{i}(lambda v: v * {m}, {x}, {y}, key={k2}):
    mix(v_{i})
`, "k", g.in(-9, 9), "x", g.in(-99, 99), "fk", g.floatLit(-4, 4), "w", g.word(), "t", g.in(-99, 99),
		"w2", g.word(), "w3", g.word(), "w4", g.word(), "m", g.in(-9, 9), "y", g.in(-99, 99), "k2", g.in(-9, 9))
}
