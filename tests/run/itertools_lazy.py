# itertools iterators are lazy and share the iterator they read: islice stops without reading
# past its stop, next() on an exhausted one raises StopIteration, errors come at the call.
import itertools
from itertools import islice, count, repeat, takewhile, chain, pairwise, permutations

it = iter([1, 2, 3, 4, 5, 6, 7])
print(list(islice(it, 2)), list(islice(it, 1, 3)), list(it))
c = count(10, -3)
print(next(c), next(c), next(c), c)
r = repeat("x", 2)
print(next(r), r, next(r), r, next(r, "done"))
s = islice("abc", 5)
print(next(s), next(s), next(s), next(s, "end"))
t = takewhile(lambda x: x * x < 20, count())
print(list(t), list(t))
print(sum(islice(count(1), 100)), list(zip("abc", count(1))))
print([a * b for a, b in pairwise(range(1, 6))])
ch = chain(range(2), range(5, 7))
print(next(ch), list(ch))
p = permutations("ab", 2)
print(next(p), next(p))
try:
    next(p)
except StopIteration:
    print("StopIteration")
for bad in [-1, -5]:
    try:
        islice([1, 2], bad)
    except ValueError as e:
        print("ValueError:", e)
for start, stop in [(-1, 3), (1, -1), (2, -7)]:
    try:
        islice([1, 2], start, stop)
    except ValueError as e:
        print("ValueError:", e)
try:
    islice(range(9), 1, 5, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    itertools.combinations([1, 2], -1)
except ValueError as e:
    print("ValueError:", e)
try:
    itertools.product([1, 2], repeat=-2)
except ValueError as e:
    print("ValueError:", e)
print(list(itertools.combinations([1, 2], 3)), list(itertools.combinations_with_replacement(range(0), 0)))
print(list(islice(islice(count(), 0, None, 250), 3)), list(islice(range(20), 3, 15, 4)))
print(repeat(2.5, -3), list(repeat(1, 0)), list(itertools.zip_longest([1.5], [0.5][:0], [2.5, 3.5], fillvalue=0.0)))
