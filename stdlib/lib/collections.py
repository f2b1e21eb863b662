"""The collections module: defaultdict, Counter and OrderedDict (dict subclasses) and deque."""

from typing import Callable


class defaultdict[K, V](dict[K, V]):
    # The checker turns defaultdict(F) into defaultdict(lambda: F(), "<repr of F>").
    default_factory: Callable[[], V]
    _frepr: str

    def __init__(self, factory: Callable[[], V], frepr: str):
        super().__init__()
        self.default_factory = factory
        self._frepr = frepr

    def __getitem__(self, key: K) -> V:
        h = hash(key)
        s = self._lookup(key, h)
        if s >= 0:
            return self._vals[self._index[s]]
        v = self.default_factory()
        # The factory may have inserted entries: look the key up again.
        self.__setitem__(key, v)
        return v

    def copy(self) -> defaultdict[K, V]:
        r = defaultdict[K, V](self.default_factory, self._frepr)
        r.update(self)
        return r

    def __repr__(self) -> str:
        return "defaultdict(" + self._frepr + ", " + super().__repr__() + ")"


class Counter[K](dict[K, int]):
    def __init__(self, xs=None):
        super().__init__()
        if xs is not None:
            self.update(xs)

    def __getitem__(self, key: K) -> int:
        s = self._lookup(key, hash(key))
        if s < 0:
            return 0
        return self._vals[self._index[s]]

    @overload
    def update(self, xs: list[K]) -> None:
        for x in xs:
            self[x] = self[x] + 1

    @overload
    def update(self, xs: dict[K, int]) -> None:
        for k, n in xs.items():
            self[k] = self[k] + n

    @overload
    def update(self, xs: str) -> None:
        for x in xs:
            self[x] = self[x] + 1

    @overload
    def subtract(self, xs: list[K]) -> None:
        for x in xs:
            self[x] = self[x] - 1

    @overload
    def subtract(self, xs: dict[K, int]) -> None:
        for k, n in xs.items():
            self[k] = self[k] - n

    @overload
    def subtract(self, xs: str) -> None:
        for x in xs:
            self[x] = self[x] - 1

    def total(self) -> int:
        t = 0
        for n in self.values():
            t += n
        return t

    def _sorted(self) -> list[tuple[K, int]]:
        # sorted(items, key=count, reverse=True): stable, so ties keep insertion order.
        out = list[tuple[K, int]]()
        for kv in self.items():
            out.append(kv)
        n = len(out)
        tmp = list[tuple[K, int]]()
        for kv in out:
            tmp.append(kv)
        width = 1
        while width < n:
            lo = 0
            while lo < n:
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                i = lo
                j = mid
                k = lo
                while i < mid and j < hi:
                    if out[j][1] > out[i][1]:
                        tmp[k] = out[j]
                        j += 1
                    else:
                        tmp[k] = out[i]
                        i += 1
                    k += 1
                while i < mid:
                    tmp[k] = out[i]
                    i += 1
                    k += 1
                while j < hi:
                    tmp[k] = out[j]
                    j += 1
                    k += 1
                lo = hi
            t = out
            out = tmp
            tmp = t
            width *= 2
        return out

    def most_common(self, n: int = -1) -> list[tuple[K, int]]:
        out = self._sorted()
        if n < 0 or n >= len(out):
            return out
        r = list[tuple[K, int]]()
        for i in range(n):
            r.append(out[i])
        return r

    def elements(self) -> list[K]:
        out = list[K]()
        for k, n in self.items():
            for i in range(n):
                out.append(k)
        return out

    def copy(self) -> Counter[K]:
        r = Counter[K]()
        r.update(self)
        return r

    def __eq__(self, other: Counter[K]) -> bool:
        # Since 3.10 a missing element counts as zero.
        for k, n in self.items():
            if other[k] != n:
                return False
        for k, n in other.items():
            if self[k] != n:
                return False
        return True

    def __ne__(self, other: Counter[K]) -> bool:
        return not (self == other)

    def __add__(self, other: Counter[K]) -> Counter[K]:
        r = Counter[K]()
        for k, n in self.items():
            m = n + other[k]
            if m > 0:
                r[k] = m
        for k, n in other.items():
            if k not in self and n > 0:
                r[k] = n
        return r

    def __sub__(self, other: Counter[K]) -> Counter[K]:
        r = Counter[K]()
        for k, n in self.items():
            m = n - other[k]
            if m > 0:
                r[k] = m
        for k, n in other.items():
            if k not in self and n < 0:
                r[k] = 0 - n
        return r

    def __pos__(self) -> Counter[K]:
        # +c: the positive counts, in c's order.
        r = Counter[K]()
        for k, n in self.items():
            if n > 0:
                r[k] = n
        return r

    def __neg__(self) -> Counter[K]:
        # -c: the negative counts negated, in c's order.
        r = Counter[K]()
        for k, n in self.items():
            if n < 0:
                r[k] = 0 - n
        return r

    def __or__(self, other: Counter[K]) -> Counter[K]:
        r = Counter[K]()
        for k, n in self.items():
            o = other[k]
            m = o if n < o else n
            if m > 0:
                r[k] = m
        for k, n in other.items():
            if k not in self and n > 0:
                r[k] = n
        return r

    def __and__(self, other: Counter[K]) -> Counter[K]:
        r = Counter[K]()
        for k, n in self.items():
            o = other[k]
            m = n if n < o else o
            if m > 0:
                r[k] = m
        return r

    def __repr__(self) -> str:
        if len(self) == 0:
            return "Counter()"
        parts = list[str]()
        parts.append("Counter({")
        for kv in self._sorted():
            if len(parts) > 1:
                parts.append(", ")
            parts.append(repr(kv[0]))
            parts.append(": ")
            parts.append(repr(kv[1]))
        parts.append("})")
        return _concat(parts)


class OrderedDict[K, V](dict[K, V]):
    def __init__(self, xs=None):
        super().__init__()
        if xs is not None:
            self._fill(xs)

    @overload
    def _fill(self, xs: list[tuple[K, V]]) -> None:
        for kv in xs:
            self[kv[0]] = kv[1]

    @overload
    def _fill(self, xs: dict[K, V]) -> None:
        self.update(xs)

    def move_to_end(self, key: K, last: bool = True) -> None:
        s = self._lookup(key, hash(key))
        if s < 0:
            _raise("KeyError", repr(key))
        v = self._vals[self._index[s]]
        if last:
            self._delete(s)
            self[key] = v
            return
        ks = list[K]()
        vs = list[V]()
        for k, x in self.items():
            if k != key:
                ks.append(k)
                vs.append(x)
        self.clear()
        self[key] = v
        for i in range(len(ks)):
            self[ks[i]] = vs[i]

    def popitem(self, last: bool = True) -> tuple[K, V]:
        if len(self) == 0:
            _raise("KeyError", "'dictionary is empty'")
        if last:
            return super().popitem()
        for k, v in self.items():
            del self[k]
            return (k, v)
        return super().popitem()

    @overload
    def __eq__(self, other: OrderedDict[K, V]) -> bool:
        # Between OrderedDicts, the order counts.
        if len(self) != len(other):
            return False
        ks = list(other.items())
        i = 0
        for kv in self.items():
            if kv != ks[i]:
                return False
            i += 1
        return True

    @overload
    def __eq__(self, other: dict[K, V]) -> bool:
        return super().__eq__(other)

    @overload
    def __ne__(self, other: OrderedDict[K, V]) -> bool:
        return not (self == other)

    @overload
    def __ne__(self, other: dict[K, V]) -> bool:
        return not (self == other)

    def copy(self) -> OrderedDict[K, V]:
        r = OrderedDict[K, V]()
        r.update(self)
        return r

    def __repr__(self) -> str:
        if len(self) == 0:
            return "OrderedDict()"
        return "OrderedDict(" + repr(list(self.items())) + ")"


class deque[T]:
    # A ring buffer: _len elements from _head, wrapping at _cap.
    _data: Ptr[T]
    _cap: int
    _head: int
    _len: int
    _max: int  # -1: no maxlen

    def __init__(self, xs: list[T] | None = None, maxlen: int | None = None):
        self._cap = 8
        self._data = Ptr[T](8)
        self._head = 0
        self._len = 0
        self._max = -1
        if maxlen is not None:
            if maxlen < 0:
                _raise("ValueError", "maxlen must be non-negative")
            self._max = maxlen
        if xs is not None:
            for x in xs:
                self.append(x)

    @property
    def maxlen(self) -> int | None:
        if self._max < 0:
            return None
        return self._max

    def _grow(self) -> None:
        cap = self._cap * 2
        data = Ptr[T](cap)
        for i in range(self._len):
            data[i] = self._data[(self._head + i) & (self._cap - 1)]
        self._data = data
        self._cap = cap
        self._head = 0

    def _at(self, i: int) -> int:
        return (self._head + i) & (self._cap - 1)

    def append(self, x: T) -> None:
        if self._max == 0:
            return
        if self._len == self._max:
            self._data[self._at(self._len)] = x
            self._head = self._at(1)
            return
        if self._len == self._cap:
            self._grow()
        self._data[self._at(self._len)] = x
        self._len += 1

    def appendleft(self, x: T) -> None:
        if self._max == 0:
            return
        if self._len == self._max:
            self._head = self._at(self._cap - 1)
            self._data[self._head] = x
            return
        if self._len == self._cap:
            self._grow()
        self._head = self._at(self._cap - 1)
        self._data[self._head] = x
        self._len += 1

    def pop(self) -> T:
        if self._len == 0:
            _raise("IndexError", "pop from an empty deque")
        self._len -= 1
        return self._data[self._at(self._len)]

    def popleft(self) -> T:
        if self._len == 0:
            _raise("IndexError", "pop from an empty deque")
        x = self._data[self._head]
        self._head = self._at(1)
        self._len -= 1
        return x

    @overload
    def extend(self, xs: list[T]) -> None:
        for x in xs:
            self.append(x)

    @overload
    def extend(self, xs: deque[T]) -> None:
        # d.extend(d) reads d's items before appending any.
        for x in xs._items():
            self.append(x)

    @overload
    def extend(self, xs) -> None:
        for x in xs:
            self.append(x)

    def insert(self, i: int, x: T) -> None:
        # deque_insert: list.insert's position; a full bounded deque refuses.
        if self._len == self._max:
            _raise("IndexError", "deque already at its maximum size")
        n = self._len
        if i < 0:
            i += n
            if i < 0:
                i = 0
        if i > n:
            i = n
        if self._len == self._cap:
            self._grow()
        self._len += 1
        j = n
        while j > i:
            self._data[self._at(j)] = self._data[self._at(j - 1)]
            j -= 1
        self._data[self._at(i)] = x

    def copy(self) -> deque[T]:
        d = deque[T]()
        d._max = self._max
        d.extend(self)
        return d

    def __add__(self, other: deque[T]) -> deque[T]:
        # deque_concat: a copy (with self's maxlen), extended.
        d = self.copy()
        d.extend(other)
        return d

    def __iadd__(self, other) -> deque[T]:
        self.extend(other)
        return self

    def _repeat(self, n: int) -> None:
        # deque_inplace_repeat: n - 1 more copies of the items, appended (a bounded deque
        # keeps the last maxlen).
        if n <= 0:
            self.clear()
            return
        items = self._items()
        for k in range(n - 1):
            for x in items:
                self.append(x)

    def __mul__(self, n: int) -> deque[T]:
        d = self.copy()
        d._repeat(n)
        return d

    def __rmul__(self, n: int) -> deque[T]:
        return self.__mul__(n)

    def __imul__(self, n: int) -> deque[T]:
        self._repeat(n)
        return self

    def extendleft(self, xs: list[T]) -> None:
        for x in xs:
            self.appendleft(x)

    def rotate(self, n: int = 1) -> None:
        if self._len <= 1:
            return
        n = n % self._len
        for i in range(n):
            self.appendleft(self.pop())

    def clear(self) -> None:
        self._len = 0
        self._head = 0

    def count(self, x: T) -> int:
        c = 0
        for i in range(self._len):
            if self._data[self._at(i)] == x:
                c += 1
        return c

    def index(self, x: T) -> int:
        for i in range(self._len):
            if self._data[self._at(i)] == x:
                return i
        _raise("ValueError", repr(x) + " is not in deque")
        return -1

    def remove(self, x: T) -> None:
        i = self.index(x)
        for j in range(i, self._len - 1):
            self._data[self._at(j)] = self._data[self._at(j + 1)]
        self._len -= 1

    def reverse(self) -> None:
        i = 0
        j = self._len - 1
        while i < j:
            a = self._at(i)
            b = self._at(j)
            t = self._data[a]
            self._data[a] = self._data[b]
            self._data[b] = t
            i += 1
            j -= 1

    def _index(self, i: int) -> int:
        if i < 0:
            i += self._len
        if i < 0 or i >= self._len:
            _raise("IndexError", "deque index out of range")
        return self._at(i)

    def __getitem__(self, i: int) -> T:
        return self._data[self._index(i)]

    def __setitem__(self, i: int, x: T) -> None:
        self._data[self._index(i)] = x

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len != 0

    def __contains__(self, x: T) -> bool:
        for i in range(self._len):
            if self._data[self._at(i)] == x:
                return True
        return False

    def _items(self) -> list[T]:
        out = list[T]()
        for i in range(self._len):
            out.append(self._data[self._at(i)])
        return out

    def __iter__(self) -> _deque_iter[T]:
        return _deque_iter[T](self)

    def __reversed__(self) -> _deque_iter[T]:
        xs = self._items()
        xs.reverse()
        d = deque[T](xs)
        return _deque_iter[T](d)

    def __eq__(self, other: deque[T]) -> bool:
        if self._len != other._len:
            return False
        for i in range(self._len):
            if self._data[self._at(i)] != other._data[other._at(i)]:
                return False
        return True

    def __ne__(self, other: deque[T]) -> bool:
        return not (self == other)

    def __repr__(self) -> str:
        r = "deque(" + repr(self._items())
        if self._max >= 0:
            return r + ", maxlen=" + str(self._max) + ")"
        return r + ")"


class _deque_iter[T]:
    _d: deque[T]
    _i: int
    _len: int

    def __init__(self, d: deque[T]):
        self._d = d
        self._i = 0
        self._len = d._len

    def __iter__(self) -> _deque_iter[T]:
        return self

    def _has_next(self) -> bool:
        if self._d._len != self._len:
            _raise("RuntimeError", "deque mutated during iteration")
        return self._i < self._len

    def __next__(self) -> T:
        i = self._i
        self._i = i + 1
        return self._d._data[self._d._at(i)]
