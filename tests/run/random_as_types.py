# random.Random in annotations, imported by name, in lists; module functions as values.
import random
from random import Random, randint


def roll(r: random.Random, n: int) -> list[int]:
    return [r.randint(1, 6) for _ in range(n)]


def draw(r: Random) -> float:
    return r.random()


g = Random(4)
print(roll(g, 5), draw(g))
rs = [Random(i) for i in range(3)]
print([x.random() for x in rs])
f = random.random
random.seed(1)
print(f(), randint(1, 2))
