# count of ints and floats (a float start with an int step counts in floats), by keyword too.
from itertools import count, islice
c = count(1.5)
print(next(c), next(c), c, count(2.5, 2), count(step=3), count(0.0, 0.25))
print(list(islice(count(10, -2), 4)), list(islice(count(start=5), 2)), list(islice(count(0.5, 1), 3)))
