from typing import List, Dict
import typing


def counts(words: list) -> dict:
    out = {}
    for w in words:
        out[w] = out.get(w, 0) + 1
    return out


def total(xs: list) -> int:
    return sum(xs)


def evens(n: int) -> list:
    return [i for i in range(n) if i % 2 == 0]


def uniq(xs: List) -> set:
    return set(xs)


def pair(a: int, b: int) -> tuple:
    return (a, b)


def frozen(xs: list) -> frozenset:
    return frozenset(xs)


def keys(d: Dict, *, sort: bool = True) -> typing.List:
    return sorted(d) if sort else list(d)


class Bag:
    def __init__(self) -> None:
        self.items: list = []

    def put(self, x: str) -> None:
        self.items.append(x)


coins: tuple = (1, 5, 10)


def greet() -> list:
    names: list = []
    names.append("ann")
    return names


names = greet()
table: dict = {"a": 1}
seen: set = set()
seen.add(3)
print(counts(["a", "b", "a"]))
print(total([1, 2, 3]), total([4, 5]))
print(evens(7), uniq([1, 1, 2]), pair(3, 4), sorted(frozen([3, 1, 3])))
print(keys({"b": 1, "a": 2}), keys({"b": 1, "a": 2}, sort=False))
b = Bag()
b.put("x")
print(b.items, coins, names, table, seen)
