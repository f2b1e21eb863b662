# random: the Mersenne Twister's streams equal CPython's value for value, for several seeds,
# through random.Random instances and the module's functions.
import random

SEEDS = [0, 1, 42, 12345, 2**40 + 7, -987654321, 9223372036854775807, 4294967295, 4294967296]
for s in SEEDS:
    r = random.Random(s)
    print("seed", s)
    print([r.random() for _ in range(8)])
    print([r.getrandbits(k) for k in [1, 2, 7, 8, 16, 31, 32, 33, 40, 48, 52, 53, 60, 63]])
    print([r.randrange(10) for _ in range(12)])
    print([r.randrange(-5, 5) for _ in range(8)], [r.randrange(0, 100, 7) for _ in range(6)])
    print([r.randrange(50, 0, -3) for _ in range(6)], [r.randrange(10**15) for _ in range(3)])
    print([r.randint(1, 6) for _ in range(12)], r.randint(-10**12, 10**12))
    print([r.getrandbits(0) for _ in range(2)], r.random())

# A negative seed is seeded with its absolute value.
print(random.Random(-42).random() == random.Random(42).random())
# A float seed is seeded with its hash; re-seeding restarts the stream.
for f in [1.5, -1.5, 0.0, 3.0, 1e300]:
    r = random.Random(f)
    print(f, r.random(), r.randrange(1000))
r = random.Random(3)
a = [r.random() for _ in range(3)]
r.seed(3)
print(a == [r.random() for _ in range(3)], a)

# The module's functions share one hidden instance.
random.seed(12345)
print(random.random(), random.random(), random.getrandbits(20), random.randrange(3, 30, 3))
print(random.randint(0, 9), random.choice("abcdef"), random.uniform(2.5, 3.5))
random.seed(12345)
print(random.random())
# Long runs: twisting the state many times.
r = random.Random(2024)
total = 0
for _ in range(5000):
    total += r.getrandbits(32)
print(total, r.random())
