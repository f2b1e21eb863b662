# chain of iterables of different types, chain.from_iterable through the name and the module,
# permutations of a tuple (r is its length).
import itertools
from itertools import chain

print(list(chain.from_iterable([[1, 2], [3], []])), list(itertools.chain.from_iterable(["ab", "cd"])))
print(list(chain.from_iterable(map(lambda n: range(n), [1, 2, 3]))))
print(list(chain([1, 2], range(3))), list(chain("ab", ["c"], "de", iter(["f"]))))
print(list(chain([1], [2], [3], [4], [5])), list(chain(range(2))))
print(list(itertools.permutations((1, 2, 3))), list(itertools.permutations(("a", "b"))))
