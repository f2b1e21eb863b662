# Empty containers whose element type a call argument tells.
import bisect
import heapq
import random


def add(xs: list[int], x: int) -> None:
    xs.append(x)


def add_name(names: set[str], name: str) -> None:
    names.add(name)


def register(table: dict[str, int], key: str) -> None:
    table[key] = len(table)


def keep(bag, item) -> None:
    bag.append(item)


def main() -> None:
    events = []
    heapq.heappush(events, (5, "e"))
    heapq.heappush(events, (1, "a"))
    heapq.heappush(events, (3, "c"))
    while events:
        t, name = heapq.heappop(events)
        print(t, name)

    xs = []
    for v in [5, 1, 4, 2]:
        bisect.insort(xs, v)
    print(xs)
    ys = []
    bisect.insort_left(ys, "b")
    bisect.insort_left(ys, "a")
    print(ys)

    items = []
    add(items, 1)
    add(items, 2)
    print(items, sum(items))

    seen = set()
    add_name(seen, "x")
    add_name(seen, "x")
    print(seen)

    table = {}
    register(table, "a")
    register(table, "b")
    print(table)

    bag = []
    keep(bag, 2.5)
    print(bag)

    deck = []
    for i in range(6):
        deck.append(i)
    random.seed(3)
    random.shuffle(deck)
    print(sorted(deck))

    heap = []
    print(len(heap))
    heapq.heappush(heap, 9)
    print(heapq.heappushpop(heap, 4))


main()
