# Fields that start as empty literals (self.items = []) take their element types from the
# class's other methods: append, add, item assignment, setdefault(k, []).append(x).


class Account:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        self.balance += amount
        self.history.append(("deposit", amount))

    def __str__(self):
        return f"{self.owner}: {self.balance:.2f} after {len(self.history)} operations"


class Graph:
    def __init__(self):
        self.adj = {}
        self.nodes = set()
        self.log = []

    def add_edge(self, a, b):
        self.adj.setdefault(a, []).append(b)
        self.nodes.add(a)
        self.nodes.add(b)

    def size(self):
        return len(self.nodes)

    def note(self, msg: str):
        self.log.append(msg)


class Weighted(Graph):
    def __init__(self):
        super().__init__()
        self.weights = {}

    def set_w(self, a, b, w):
        self.weights[(a, b)] = w


class Local:
    def __init__(self):
        self.h = []
        self.h.append(1.5)


a = Account("ann", 10.0)
print(a, a.history)
a.deposit(5.0)
a.deposit(2.5)
print(a, a.history)

g = Graph()
print(g.size(), g.adj, g.log)
g.add_edge("a", "b")
g.add_edge("a", "c")
g.note("hi")
print(g.adj, sorted(g.nodes), g.log, g.size())
w = Weighted()
w.set_w("x", "y", 2.5)
w.add_edge("x", "y")
print(w.weights, w.adj, w.size())
print(Local().h)

by_len = {}
for word in "the quick brown fox jumps over the lazy dog".split():
    by_len.setdefault(len(word), []).append(word)
print(by_len)
