# random.getstate()/setstate() and Random.getstate()/setstate(): the state prints and compares as CPython's tuple.
import random

random.seed(42)
s = random.getstate()
a = [random.random() for _ in range(3)]
g = random.gauss(0.0, 1.0)
random.setstate(s)
b = [random.random() for _ in range(3)]
print(a == b, a, g == random.gauss(0.0, 1.0))
print(random.getstate() == s, random.getstate() != s)
random.seed(7)
random.gauss(0.0, 1.0)
t = random.getstate()
print(str(t)[:60], str(t)[-40:], len(repr(t)))
r = random.Random(3)
r.random()
st = r.getstate()
x = r.randint(1, 1000)
r.setstate(st)
print(x == r.randint(1, 1000), st == r.getstate())
random.setstate(st)
print(random.randint(1, 1000) == x)
random.seed(1)
print(random.getstate(), len(random.getstate()))
