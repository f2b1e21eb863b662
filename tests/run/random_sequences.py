# random's sequence functions and distributions, value for value as in CPython: choice, shuffle,
# sample (its pool branch and its selected-set branch), choices (equal weights, weights,
# cum_weights), uniform, triangular, gauss (with its cached second value), normalvariate,
# expovariate.
import random

for s in [0, 1, 42, 12345, 2**40 + 7, -31337]:
    r = random.Random(s)
    print("seed", s)
    print([r.choice([10, 20, 30, 40, 50]) for _ in range(10)], r.choice("kiln"), r.choice([1.5, 2.5]))
    xs = list(range(20))
    r.shuffle(xs)
    print(xs)
    words = ["a", "b", "c", "d", "e", "f", "g"]
    r.shuffle(words)
    print(words)
    # n <= setsize: the pool branch.
    print(r.sample(list(range(10)), 4), r.sample(["x", "y", "z"], 3), r.sample([1, 2], 0))
    # n > setsize: the selected-set branch, for small and larger k.
    print(r.sample(list(range(1000)), 5), r.sample(list(range(100)), 8))
    print(r.sample(list(range(30)), 10), r.sample(list(range(100000)), 12))
    print(r.sample("abcdefghijklmnopqrstuvwxyz", 6))
    print(r.choices([1, 2, 3, 4]), r.choices(["p", "q", "r"], k=6))
    print(r.choices(["p", "q", "r"], [5, 1, 1], k=6), r.choices([1, 2, 3], [0.5, 0.25, 0.25], k=4))
    print(r.choices(["p", "q", "r"], cum_weights=[1, 2, 10], k=6))
    print(r.choices(["p", "q", "r"], cum_weights=[0.1, 0.2, 1.0], k=3), r.choices("xyz", k=2))
    print([r.uniform(0, 10) for _ in range(3)], r.uniform(-1.5, 1.5), r.uniform(5, 1))
    print([r.triangular() for _ in range(3)], r.triangular(0, 10), r.triangular(0.0, 10.0, 8.0))
    print(r.triangular(2.0, 2.0, 2.0), r.triangular(1.0, 3.0, 3.0), r.triangular(5, 1, 4))
    print([r.gauss() for _ in range(5)], r.gauss(10, 2), r.gauss(-1.0, 0.5))
    print([r.normalvariate() for _ in range(4)], r.normalvariate(100, 15))
    print([r.expovariate(1.5) for _ in range(4)], r.expovariate(-2), r.expovariate(1))

# gauss keeps its second value for the next call; seed() forgets it.
r = random.Random(5)
g1 = r.gauss()
r.seed(5)
print(g1 == r.gauss(), r.gauss())
r.seed(5)
r.gauss()
r.seed(5)
print(g1 == r.gauss())

# The module's functions, on the hidden instance.
random.seed(99)
print(random.choice([1, 2, 3]), random.sample(list(range(50)), 4), random.choices("ab", k=3))
ys = [1, 2, 3, 4, 5]
random.shuffle(ys)
print(ys, random.gauss(), random.normalvariate(), random.expovariate(3.0), random.triangular())
print(random.uniform(1, 2), random.choices([1, 2], [1, 3], k=3), random.choices([1, 2], cum_weights=[1, 3]))

# sample with counts=, and ranges as populations.
r = random.Random(10)
print(r.sample(["red", "blue"], counts=[4, 2], k=5), r.sample(range(100), 5), r.sample(range(10, 1000, 7), 30))
print(r.sample("abc", 2, counts=[1, 0, 5]), random.sample([1, 2, 3], k=2, counts=[2, 2, 2]))
print(r.choice(range(5, 50, 5)), r.choices(range(3), k=4))
for c in [[1, 2], [0, 0, 0], [-1, 1, 0]]:
    try:
        print(r.sample([1, 2, 3], 1, counts=c))
    except ValueError as e:
        print("ValueError:", e)
