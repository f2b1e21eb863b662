# random's other distributions, value for value as in CPython: lognormvariate, vonmisesvariate,
# gammavariate (its three algorithms: alpha above, at and below 1), betavariate, paretovariate,
# weibullvariate; with CPython's error for gammavariate's parameters.
import random

for s in [0, 7, 42, 2**40 + 7]:
    r = random.Random(s)
    print("seed", s)
    print([r.lognormvariate(0.0, 1.0) for _ in range(3)], r.lognormvariate(1, 0.5))
    print([r.vonmisesvariate(1.0, 4.0) for _ in range(3)], r.vonmisesvariate(0, 0), r.vonmisesvariate(6.0, 0.5))
    print([r.gammavariate(2.5, 1.0) for _ in range(3)], r.gammavariate(1, 2), r.gammavariate(1.0, 3.0))
    print([r.gammavariate(0.5, 1.0) for _ in range(3)], r.gammavariate(0.25, 2), r.gammavariate(9, 0.5))
    print([r.betavariate(2.0, 5.0) for _ in range(3)], r.betavariate(0.5, 0.5), r.betavariate(1, 1))
    print([r.paretovariate(3.0) for _ in range(3)], r.paretovariate(1))
    print([r.weibullvariate(1.0, 1.5) for _ in range(3)], r.weibullvariate(2, 3))
random.seed(3)
print(random.lognormvariate(0, 1), random.vonmisesvariate(3, 2), random.gammavariate(3, 1))
print(random.betavariate(2, 2), random.paretovariate(2.5), random.weibullvariate(1, 1))
for a, b in [(0.0, 1.0), (1.0, -1.0), (-2.0, 3.0)]:
    try:
        random.gammavariate(a, b)
    except ValueError as e:
        print("ValueError:", e)
