# A function realized for a named tuple and for a plain tuple: p[0] and `a, b = p` stand for
# p._t()[0] and p._t() in the named tuple realization only (the tree is shared).
from collections import namedtuple
P = namedtuple("P", "x y")
def first(p):
    return p[0]
def both(p):
    a, b = p
    return a + b
print(first(P(1, 2)))
print(first((3, 4)))
print(both(P(1, 2)))
print(both((3, 4)))
print(dict([(7, 8)]))
Q = namedtuple("Q", "p n")
q = Q(P(1, 2), 3)
a, b = q[0]
print(a, b, q[0][1], q.p.x)
