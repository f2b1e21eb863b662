"""The heapq module: a binary min-heap in a list, with CPython's algorithms (Lib/heapq.py's
_siftdown and _siftup, as Modules/_heapqmodule.c runs them), so the list's order is the same."""


def _siftdown(heap, startpos: int, pos: int) -> None:
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos: int) -> None:
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def heappush(heap, item) -> None:
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap):
    if len(heap) == 0:
        _raise("IndexError", "index out of range")
    lastelt = heap.pop()
    if len(heap) > 0:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item):
    if len(heap) == 0:
        _raise("IndexError", "index out of range")
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item):
    if len(heap) > 0 and heap[0] < item:
        top = heap[0]
        heap[0] = item
        _siftup(heap, 0)
        return top
    return item


def heapify(x) -> None:
    i = len(x) // 2 - 1
    while i >= 0:
        _siftup(x, i)
        i -= 1


def nlargest(n: int, iterable, key=None):
    # CPython's result is documented as sorted(iterable, key=key, reverse=True)[:n], ties in
    # their original order; its heap algorithm and a stable sort agree.
    xs = sorted(iterable, key=key, reverse=True)
    if n <= 0:
        return xs[:0]
    return xs[:n]


def nsmallest(n: int, iterable, key=None):
    xs = sorted(iterable, key=key)
    if n <= 0:
        return xs[:0]
    return xs[:n]


def merge(*iterables, key=None, reverse: bool = False):
    # Each step yields the least (greatest, reversed) of the iterables' heads, the first
    # iterable's on ties: the element CPython's heap of [value, order, next] gives.
    its = [iter(x) for x in iterables]
    heads = [v for it in its[:0] for v in it]  # empty, typed by the elements
    alive: list[int] = []
    for i in range(len(its)):
        for v in its[i]:
            heads.append(v)
            alive.append(i)
            break
    while len(alive) > 0:
        best = 0
        for j in range(1, len(alive)):
            if _before(heads[j], heads[best], key, reverse):
                best = j
        yield heads[best]
        got = False
        for v in its[alive[best]]:
            heads[best] = v
            got = True
            break
        if not got:
            heads.pop(best)
            alive.pop(best)


def _before(a, b, key, reverse: bool) -> bool:
    if key is None:
        if reverse:
            return b < a
        return a < b
    if reverse:
        return key(b) < key(a)
    return key(a) < key(b)
