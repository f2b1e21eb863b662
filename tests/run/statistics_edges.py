# statistics: exactness at the extremes, non-finite data, and CPython's errors and messages.
import math
import statistics
from statistics import StatisticsError

print(statistics.mean([1.1, 2.2, 3.3]), statistics.stdev([1.1, 2.2, 3.3]))
print(statistics.mean([1e308, 1e308]), statistics.mean([5e-324, 5e-324, 5e-324]))
print(statistics.mean([1e100, 1.0, -1e100]), statistics.variance([1e100, 1.0, -1e100]))
print(statistics.stdev([5e-324, 1e-323]), statistics.pvariance([1e-300, 3e-300]))
print(statistics.mean([0.1] * 7), statistics.variance([0.1] * 7), statistics.stdev([0.1] * 7))
print(statistics.mean([-2.5, -3.5]), statistics.median([3.0, 1.0, 2.0, 4.0]))
print(statistics.mean([1e16, 1.0, 1.0, 1.0, 1.0]), statistics.pstdev([1e16, 1.0]))
print(statistics.mean([1.0, math.inf]), statistics.mean([math.inf, -math.inf]))
print(statistics.variance([1.0, math.inf]), statistics.pvariance([math.nan, 2.0]))
print(statistics.harmonic_mean([2.5]), statistics.harmonic_mean([1.0, 4.0, 4.0]))
print(statistics.geometric_mean([54.0, 24.0, 36.0]), statistics.fmean([3.5, 4.0, 5.25], [1.0, 2.0, 3.0]))
print(statistics.mode(["red", "blue", "blue", "red", "green"]), statistics.multimode([1, 1, 2, 2, 3]))
print(statistics.quantiles([1.0, 2.0], n=1), statistics.quantiles(range(1, 11), n=4))
print(statistics.median_low(["b", "a", "d", "c"]), statistics.median_high(["b", "a", "d", "c"]))
nothing: list[float] = []
try:
    statistics.mean(nothing)
except ValueError as e:
    print("a ValueError:", e)


def attempt(k: int) -> None:
    empty: list[float] = []
    if k == 0:
        statistics.mean(empty)
    elif k == 1:
        statistics.median(empty)
    elif k == 2:
        statistics.variance([1.0])
    elif k == 3:
        statistics.pvariance(empty)
    elif k == 4:
        statistics.stdev([2.0])
    elif k == 5:
        statistics.pstdev(empty)
    elif k == 6:
        statistics.fmean(empty)
    elif k == 7:
        statistics.mode(empty)
    elif k == 8:
        statistics.quantiles([1.0], n=4)
    elif k == 9:
        statistics.quantiles([1.0, 2.0], n=0)
    elif k == 10:
        statistics.quantiles([1.0, 2.0], method="median")
    elif k == 11:
        statistics.harmonic_mean(empty)
    elif k == 12:
        statistics.harmonic_mean([1.0, -1.0])
    elif k == 13:
        statistics.geometric_mean([1.0, 0.0])
    elif k == 14:
        statistics.geometric_mean(empty)
    elif k == 15:
        statistics.median_low(empty)
    elif k == 16:
        statistics.median_high(empty)
    elif k == 17:
        statistics.fmean([1.0, 2.0], [1.0])
    elif k == 18:
        statistics.fmean([1.0, 2.0], [1.0, -1.0])
    elif k == 19:
        statistics.variance([1e308, -1e308])
    elif k == 20:
        statistics.stdev([1.0, math.inf])
    elif k == 21:
        statistics.harmonic_mean([-3.0])


for k in range(22):
    try:
        attempt(k)
        print(k, "no error")
    except StatisticsError as e:
        print(k, "StatisticsError:", e)
    except ValueError as e:
        print(k, "ValueError:", e)
    except OverflowError as e:
        print(k, "OverflowError:", e)
    except AttributeError as e:
        print(k, "AttributeError:", e)

try:
    statistics.mean([1.0]) / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
print(statistics.median_high([1, 2]))
try:
    statistics.variance([3.5])
except StatisticsError as e:
    print(repr(e), type(e).__name__, type(e).__module__)
