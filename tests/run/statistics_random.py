# statistics on random data sets, value by value: CPython sums exactly with fractions, and so
# must Kiln (random's values are CPython's for a seed).
import random
import statistics


def floats(k: int) -> list[float]:
    n = random.randint(2, 40)
    kind = k % 6
    if kind == 0:
        return [random.random() for _ in range(n)]
    if kind == 1:
        return [random.uniform(-1000.0, 1000.0) for _ in range(n)]
    if kind == 2:
        return [random.gauss(5.0, 3.0) * 10.0 ** random.randint(-30, 30) for _ in range(n)]
    if kind == 3:
        return [round(random.uniform(0.0, 100.0), 1) for _ in range(n)]
    if kind == 4:
        return [random.expovariate(0.5) for _ in range(n)]
    return [1e16 + random.random() * 8.0 for _ in range(n)]


random.seed(2024)
for k in range(150):
    xs = floats(k)
    print(k, len(xs), statistics.mean(xs), statistics.fmean(xs), statistics.median(xs))
    print(" ", statistics.variance(xs), statistics.pvariance(xs))
    print(" ", statistics.stdev(xs), statistics.pstdev(xs))
    print(" ", statistics.median_low(xs), statistics.median_high(xs))
    print(" ", statistics.quantiles(xs), statistics.quantiles(xs, n=5, method="inclusive"))
    pos = [abs(x) + 0.5 for x in xs]
    print(" ", statistics.harmonic_mean(pos), statistics.geometric_mean(pos))
    m = statistics.mean(xs)
    print(" ", statistics.variance(xs, m), statistics.pstdev(xs, m))

for k in range(60):
    n = random.randint(2, 30)
    ints = [random.randint(-10 ** (k % 12), 10 ** (k % 12)) for _ in range(n)]
    print(k, statistics.stdev(ints), statistics.pstdev(ints), statistics.median_low(ints),
          statistics.median_high(ints), statistics.mode(ints), statistics.quantiles(ints, n=3))
    small = [random.randint(0, 5) for _ in range(n)]
    print(" ", statistics.mode(small), statistics.multimode(small), statistics.fmean(small))
