# max, min, pow and divmod as values take the arguments their callers pass: reduce(max, xs), map(max, rows).
from functools import reduce
from itertools import accumulate, starmap
print(reduce(max, [3, 9, 2]), reduce(min, [3.5, 1.5]), list(accumulate([3, 1, 4], max)), list(map(max, [[1, 5], [7, 2]])), list(starmap(pow, [(2, 3), (3, 2)])), list(map(pow, [2, 3], [4, 5])), list(map(divmod, [7, 9], [2, 4])))
m = max
print(m([4, 8]), m(1, 2), list(map(min, ["bca", "zyx"])))
