# chain.from_iterable through the imported name and through the module.
import itertools
from itertools import chain

print(list(chain.from_iterable([[1, 2], [3], []])), list(itertools.chain.from_iterable(["ab", "cd"])))
print(list(chain.from_iterable(map(lambda n: range(n), [1, 2, 3]))))
