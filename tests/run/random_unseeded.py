# random without a seed (or seeded with None) draws its seed from the system's randomness: two
# generators differ, and the values stay in range.
import random

a = random.Random()
b = random.Random(None)
xs = [a.random() for _ in range(4)]
ys = [b.random() for _ in range(4)]
print(xs != ys, all([0.0 <= x < 1.0 for x in xs + ys]))
random.seed()
u = random.random()
random.seed(None)
v = random.random()
print(u != v, 0.0 <= u < 1.0, 1 <= random.randint(1, 6) <= 6)
print(0 <= random.getrandbits(10) < 1024, random.choice([7, 7]))
a.seed(8)
print(a.random() == random.Random(8).random())
