# python: 3.12
# repr, str, print, f-strings, ==, hash, dict keys and set elements of values that may be None:
# Optional of a class (a reference that may be None) and of value types (int, str, tuples).
# (hash(None) is a constant from CPython 3.12 on; 3.11 hashes None by its address.)
from typing import Optional

class P:
    def __init__(self, x: int):
        self.x = x
    def __repr__(self) -> str:
        return "P(" + str(self.x) + ")"

def get(b: bool) -> Optional[P]:
    if b:
        return P(1)
    return None

def geti(b: bool) -> Optional[int]:
    if b:
        return 5
    return None

def gets(b: bool) -> Optional[str]:
    if b:
        return "hi"
    return None

def gett(b: bool) -> Optional[tuple[int, str]]:
    if b:
        return (1, "a")
    return None

m = get(False)
n = get(True)
print(repr(m), str(m), m, [m, n], f"{m}", f"{m!r}", f"{n}")
print([[m], [n]], {"k": [m]})
print((m, 1))
print((n, m))
print({1: m, 2: n})
print(m == n, n == m, m == m, n == n)
print(m != n)
i = geti(False)
j = geti(True)
print(repr(i), str(i), i, [i, j], f"{i}", f"{i!r}", (i, j))
print(i == j, j == 5, i == None, 5 == j)
s = gets(False)
t = gets(True)
print(repr(s), str(s), s, [s, t], f"{s}", f"{t!r}", (s, t))
print(s == t, t == "hi")
u = gett(False)
v = gett(True)
print(repr(u), str(u), u, [u, v], f"{u}", f"{v!r}", (u, v))
print(u == v, v == (1, "a"))
print({i, j, i})
print({i: 1, j: 2})
print({s: 1})

# hash, dict keys, set elements
class K:
    def __init__(self, x: int):
        self.x = x
    def __hash__(self) -> int:
        return self.x
    def __eq__(self, o: "K") -> bool:
        return self.x == o.x

def getk(b: bool) -> Optional[K]:
    if b:
        return K(7)
    return None

i = geti(False)
j = geti(True)
print(hash(i), hash(j))
st = {i, j}
print(i in st, 3 in st, None in st)
d = {i: "none", j: "five"}
print(d[i], d[j], d.get(i, "?"))
k = getk(False)
print(hash(k), hash(getk(True)))
print(hash((i, j)))
d[i] = "NONE"
print(d)
print(i not in [None, 1], j in [None, 5])
