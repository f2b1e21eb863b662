# dict[K, V]: CPython's compact dict. An open-addressing index table (CPython's probe
# sequence) maps hashes to entry numbers; the entries (hash, key, value) sit in insertion
# order, so iteration, repr and equality follow insertion order as in CPython.


class dict[K, V]:
    _index: Ptr[int]  # the table: -1 empty, -2 deleted, else an entry number
    _mask: int  # the table's size minus one (a power of two minus one)
    _hashes: Ptr[int]  # per entry: the key's hash, -1 once deleted
    _keys: Ptr[K]
    _vals: Ptr[V]
    _n: int  # entries used, deleted ones included
    _cap: int  # entries that fit before the table grows
    _len: int  # live entries

    def __init__(self):
        self._index = _alloc_filled(8, 255)
        self._mask = 7
        self._n = 0
        self._cap = 0
        self._len = 0

    @overload
    def _init_from(self, other: dict[K, V]) -> None:
        self.__init__()
        self.update(other)

    @overload
    def _init_from(self, other: list[tuple[K, V]]) -> None:
        self.__init__()
        for i in range(other._len):
            kv = other._data[i]
            self[kv[0]] = kv[1]

    def _reserve(self, n: int) -> None:
        if n > self._cap:
            self._resize((n * 3 + 1) // 2)

    def _resize(self, minsize: int) -> None:
        # Rebuilds the table and the entries, dropping deleted ones.
        size = 8
        while size < minsize or (size << 1) // 3 < self._len:
            size = size << 1
        cap = (size << 1) // 3
        hashes = _alloc_filled(cap, 0)
        keys = Ptr[K](cap)
        vals = Ptr[V](cap)
        index = self._index
        if self._cap != 0 or size != 8:
            index = _alloc_filled(size, 255)
        mask = size - 1
        k = 0
        for i in range(self._n):
            h = self._hashes[i]
            if h != -1:
                hashes[k] = h
                keys[k] = self._keys[i]
                vals[k] = self._vals[i]
                j = h & mask
                perturb = h
                while index[j] != -1:
                    perturb = _lshr(perturb, 5)
                    j = _probe_next(j, perturb, mask)
                index[j] = k
                k += 1
        self._index = index
        self._mask = mask
        self._hashes = hashes
        self._keys = keys
        self._vals = vals
        self._n = k
        self._cap = cap

    def _lookup(self, key: K, h: int) -> int:
        # The table slot holding key, or -1 minus the first free slot of key's probe sequence.
        index = self._index
        mask = self._mask
        i = h & mask
        perturb = h
        free = -1
        while True:
            ix = index[i]
            if ix >= 0:
                if self._hashes[ix] == h and self._is_key(self._keys, ix, key, h):
                    return i
            elif ix == -1:
                if free < 0:
                    return -1 - i
                return -1 - free
            elif free < 0:
                free = i
            perturb = _lshr(perturb, 5)
            i = _probe_next(i, perturb, mask)

    # Whether entry ix, whose hash is key's hash h, holds key. A str key under 8 bytes is the
    # only str with its hash (str.__hash__): its entry's key is not read, which in a
    # lookup is two dependent loads less (the entry's str, then its bytes).
    @overload
    def _is_key(self, keys: Ptr[str], ix: int, key: str, h: int) -> bool:
        return key._hash_is_str(h) or keys[ix] == key

    @overload
    def _is_key(self, keys: Ptr[K], ix: int, key: K, h: int) -> bool:
        return keys[ix] == key

    def _free_slot(self, h: int) -> int:
        index = self._index
        mask = self._mask
        i = h & mask
        perturb = h
        while index[i] >= 0:
            perturb = _lshr(perturb, 5)
            i = _probe_next(i, perturb, mask)
        return i

    def _insert(self, slot: int, key: K, value: V, h: int) -> None:
        # Appends a new entry; slot is the free table slot _lookup found for it.
        if self._n == self._cap:
            self._resize(self._len * 3)
            slot = self._free_slot(h)
        n = self._n
        self._index[slot] = n
        self._hashes[n] = h
        self._keys[n] = key
        self._vals[n] = value
        self._n = n + 1
        self._len += 1

    def _delete(self, slot: int) -> None:
        ix = self._index[slot]
        self._index[slot] = -2
        self._hashes[ix] = -1
        self._len -= 1

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len != 0

    def __getitem__(self, key: K) -> V:
        s = self._lookup(key, hash(key))
        if s < 0:
            _raise("KeyError", repr(key))
        return self._vals[self._index[s]]

    def __setitem__(self, key: K, value: V) -> None:
        h = hash(key)
        s = self._lookup(key, h)
        if s >= 0:
            self._vals[self._index[s]] = value
        else:
            self._insert(-1 - s, key, value, h)

    def __delitem__(self, key: K) -> None:
        s = self._lookup(key, hash(key))
        if s < 0:
            _raise("KeyError", repr(key))
        self._delete(s)

    def __contains__(self, key: K) -> bool:
        return self._lookup(key, hash(key)) >= 0

    # get, pop: the overload with the default comes first, so that an empty dict's first
    # d.get(k, v) tells both its key and value types.
    @overload
    def get(self, key: K, default: V) -> V:
        s = self._lookup(key, hash(key))
        if s < 0:
            return default
        return self._vals[self._index[s]]

    def _incr(self, key: K, delta: V, default: V) -> None:
        # d[key] = d.get(key, default) + delta with one lookup (the dictincr pass).
        h = hash(key)
        s = self._lookup(key, h)
        if s >= 0:
            ix = self._index[s]
            self._vals[ix] = self._vals[ix] + delta
        else:
            self._insert(-1 - s, key, default + delta, h)

    def _iadd_item(self, key: K, delta: V) -> None:
        # d[key] += delta with one lookup (the dictincr pass): KeyError when key is missing.
        s = self._lookup(key, hash(key))
        if s < 0:
            _raise("KeyError", repr(key))
        ix = self._index[s]
        self._vals[ix] = self._vals[ix] + delta

    def _add_or_set(self, key: K, delta: V, value: V) -> None:
        # if key in d: d[key] += delta / else: d[key] = value, with one lookup (the dictincr
        # pass).
        h = hash(key)
        s = self._lookup(key, h)
        if s >= 0:
            ix = self._index[s]
            self._vals[ix] = self._vals[ix] + delta
        else:
            self._insert(-1 - s, key, value, h)

    @overload
    def get(self, key: K) -> V | None:
        # None for a missing key: a null reference for class values, an Optional for others.
        s = self._lookup(key, hash(key))
        if s < 0:
            return None
        return self._vals[self._index[s]]

    @llvm
    def _none(self) -> V:
        "ret {=V} zeroinitializer"

    @overload
    def pop(self, key: K, default: V) -> V:
        s = self._lookup(key, hash(key))
        if s < 0:
            return default
        v = self._vals[self._index[s]]
        self._delete(s)
        return v

    @overload
    def pop(self, key: K) -> V:
        s = self._lookup(key, hash(key))
        if s < 0:
            _raise("KeyError", repr(key))
        v = self._vals[self._index[s]]
        self._delete(s)
        return v

    def popitem(self) -> tuple[K, V]:
        if self._len == 0:
            _raise("KeyError", "'popitem(): dictionary is empty'")
        i = self._n - 1
        while self._hashes[i] == -1:
            i -= 1
        h = self._hashes[i]
        # The table slot pointing at entry i.
        mask = self._mask
        j = h & mask
        perturb = h
        while self._index[j] != i:
            perturb = _lshr(perturb, 5)
            j = _probe_next(j, perturb, mask)
        kv = (self._keys[i], self._vals[i])
        self._delete(j)
        self._n = i
        return kv

    @overload
    def setdefault(self, key: K, default: V) -> V:
        h = hash(key)
        s = self._lookup(key, h)
        if s >= 0:
            return self._vals[self._index[s]]
        self._insert(-1 - s, key, default, h)
        return default

    @overload
    def setdefault(self, key: K) -> V:
        # The checker allows this only for values that can be None (types/dict.go).
        return self.setdefault(key, self._none())

    @overload
    def update(self, other: list[tuple[K, V]]) -> None:
        # Pairs (the checker passes other iterables of pairs as list(x)).
        for i in range(other._len):
            kv = other._data[i]
            self[kv[0]] = kv[1]

    @overload
    def update(self, other: dict[K, V]) -> None:
        for i in range(other._n):
            h = other._hashes[i]
            if h != -1:
                k = other._keys[i]
                s = self._lookup(k, h)
                if s >= 0:
                    self._vals[self._index[s]] = other._vals[i]
                else:
                    self._insert(-1 - s, k, other._vals[i], h)

    def clear(self) -> None:
        self.__init__()

    def _kw_check(self, func: str, qual: str, dup, names, given, pos_only, required, required_kw, open: bool) -> None:
        # The binding of a call f(**self) (types/kwargs.go), with CPython's errors in its
        # order: keys repeating an explicit keyword (found while merging, before the call),
        # then each key in turn, then the parameters missing.
        for key in self:
            if _listed(dup, key):
                _raise("TypeError", "__main__." + qual + "() got multiple values for keyword argument '" + key + "'")
        for key in self:
            if _listed(names, key):
                if _listed(given, key):
                    _raise("TypeError", func + " got multiple values for argument '" + key + "'")
            elif not open:
                if _listed(pos_only, key):
                    bad: list[str] = []
                    for k in self:
                        if _listed(pos_only, k):
                            bad.append("'" + k + "'")
                    msg = bad[0]
                    for i in range(1, len(bad)):
                        msg = msg + ", " + bad[i]
                    _raise("TypeError", func + " got some positional-only arguments passed as keyword arguments: " + msg)
                _raise("TypeError", func + " got an unexpected keyword argument '" + key + "'")
        _kw_missing(self, func, required, "positional")
        _kw_missing(self, func, required_kw, "keyword-only")

    def _kw_rest(self, names) -> dict[K, V]:
        # The keys of a call f(**self) that no named parameter takes, for f's **kwargs.
        r = dict[K, V]()
        for key in self:
            if not _listed(names, key):
                r[key] = self[key]
        return r

    def copy(self) -> dict[K, V]:
        r = dict[K, V]()
        r._reserve(self._len)
        r.update(self)
        return r

    def __or__(self, other: dict[K, V]) -> dict[K, V]:
        r = self.copy()
        r.update(other)
        return r

    def __ior__(self, other: dict[K, V]) -> dict[K, V]:
        self.update(other)
        return self

    def keys(self) -> dict_keys[K, V]:
        return dict_keys[K, V](self)

    def values(self) -> dict_values[K, V]:
        return dict_values[K, V](self)

    def items(self) -> dict_items[K, V]:
        return dict_items[K, V](self)

    def __iter__(self) -> _dict_key_iter[K, V]:
        return _dict_key_iter[K, V](self)

    def __eq__(self, other: dict[K, V]) -> bool:
        if self._len != other._len:
            return False
        for i in range(self._n):
            h = self._hashes[i]
            if h != -1:
                s = other._lookup(self._keys[i], h)
                if s < 0:
                    return False
                if not (other._vals[other._index[s]] == self._vals[i]):
                    return False
        return True

    def __ne__(self, other: dict[K, V]) -> bool:
        return not (self == other)

    def __repr__(self) -> str:
        if self._len == 0:
            return "{}"
        parts = list[str]()
        parts.append("{")
        for i in range(self._n):
            if self._hashes[i] != -1:
                if parts._len > 1:
                    parts.append(", ")
                parts.append(repr(self._keys[i]))
                parts.append(": ")
                parts.append(repr(self._vals[i]))
        parts.append("}")
        return _concat(parts)

    def _live_from(self, i: int, size: int) -> int:
        # The first live entry at or after i, for the iterators: as CPython's, they raise
        # RuntimeError when the dict's size is no longer the one they started with.
        if self._len != size:
            _raise("RuntimeError", "dictionary changed size during iteration")
        n = self._n
        while i < n and self._hashes[i] == -1:
            i += 1
        return i

    def _live_before(self, i: int, size: int) -> int:
        # The last live entry before i (-1 when none), for the reversed iterators.
        if self._len != size:
            _raise("RuntimeError", "dictionary changed size during iteration")
        i -= 1
        while i >= 0 and self._hashes[i] == -1:
            i -= 1
        return i

    def __reversed__(self) -> _dict_rev_key_iter[K, V]:
        return _dict_rev_key_iter[K, V](self)

    def _update_set(self, s: set[K]) -> None:
        # set(d) and s.update(d): CPython's set_update_dict, sized once for all the keys.
        if (s._fill + self._len) * 5 >= s._mask * 3:
            s._resize((s._used + self._len) * 2)
        for i in range(self._n):
            h = self._hashes[i]
            if h != -1:
                s._add_entry(self._keys[i], h)


class dict_keys[K, V]:
    _d: dict[K, V]

    def __init__(self, d: dict[K, V]):
        self._d = d

    def __len__(self) -> int:
        return self._d._len

    def __contains__(self, key: K) -> bool:
        return key in self._d

    def __iter__(self) -> _dict_key_iter[K, V]:
        return _dict_key_iter[K, V](self._d)

    def __reversed__(self) -> _dict_rev_key_iter[K, V]:
        return _dict_rev_key_iter[K, V](self._d)

    def __repr__(self) -> str:
        return "dict_keys(" + repr([k for k in self]) + ")"

    # A keys view compares as a set (dictviews_richcompare).
    @overload
    def __eq__(self, other: set[K]) -> bool:
        if len(other) != self._d._len:
            return False
        for k in other:
            if k not in self._d:
                return False
        return True

    @overload
    def __eq__(self, other: dict_keys[K, V]) -> bool:
        if other._d._len != self._d._len:
            return False
        for k in other:
            if k not in self._d:
                return False
        return True

    def __ne__(self, other) -> bool:
        return not self.__eq__(other)

    def _update_set(self, s: set[K]) -> None:
        for k in self:
            s.add(k)

    # Set operations (Objects/dictobject.c): the result starts as set(d) (dictviews_to_set
    # takes the dict's fast path), then CPython's set method runs with the other operand, so
    # the result's order is CPython's. The reflected forms start from the other operand.
    def _to_set(self) -> set[K]:
        r = set[K]()
        self._d._update_set(r)
        return r

    def __sub__(self, other) -> set[K]:
        r = self._to_set()
        r._discard_each(other)
        return r

    def __rsub__(self, other) -> set[K]:
        r = set[K]()
        r.update(other)
        r._discard_each(self)
        return r

    def __or__(self, other) -> set[K]:
        r = self._to_set()
        r.update(other)
        return r

    def __ror__(self, other) -> set[K]:
        r = set[K]()
        r.update(other)
        r.update(self)
        return r

    def __xor__(self, other) -> set[K]:
        r = self._to_set()
        r._symmetric_each(other)
        return r

    def __rxor__(self, other) -> set[K]:
        r = set[K]()
        r.update(other)
        r._symmetric_each(self)
        return r

    # _PyDictView_Intersect: a set no smaller than the view walks the view (set.intersection);
    # of two views the smaller is walked; any other operand is walked, keeping what the view
    # holds.
    @overload
    def __and__(self, other: frozenset[K]) -> set[K]:
        return set[K]()._walk_in(other, self)

    @overload
    def __and__(self, other: set[K]) -> set[K]:
        if self._d._len <= len(other):
            return set[K]()._walk_in(self, other)
        return set[K]()._walk_in(other, self)

    @overload
    def __and__(self, other: dict_keys[K, V]) -> set[K]:
        if len(other) > self._d._len:
            return set[K]()._walk_in(self, other)
        return set[K]()._walk_in(other, self)

    @overload
    def __and__(self, other) -> set[K]:
        return set[K]()._walk_in(other, self)

    def __rand__(self, other) -> set[K]:
        return self.__and__(other)

    def isdisjoint(self, other) -> bool:
        for k in other:
            if k in self:
                return False
        return True


class dict_values[K, V]:
    _d: dict[K, V]

    def __init__(self, d: dict[K, V]):
        self._d = d

    def __len__(self) -> int:
        return self._d._len

    def __iter__(self) -> _dict_value_iter[K, V]:
        return _dict_value_iter[K, V](self._d)

    def __contains__(self, value: V) -> bool:
        for v in self:
            if v == value:
                return True
        return False

    def __reversed__(self) -> _dict_rev_value_iter[K, V]:
        return _dict_rev_value_iter[K, V](self._d)

    def __repr__(self) -> str:
        return "dict_values(" + repr([v for v in self]) + ")"

    def _update_set(self, s: set[V]) -> None:
        for v in self:
            s.add(v)


class dict_items[K, V]:
    _d: dict[K, V]

    def __init__(self, d: dict[K, V]):
        self._d = d

    def __len__(self) -> int:
        return self._d._len

    def __contains__(self, kv: tuple[K, V]) -> bool:
        d = self._d
        s = d._lookup(kv[0], hash(kv[0]))
        return s >= 0 and d._vals[d._index[s]] == kv[1]

    def __iter__(self) -> _dict_item_iter[K, V]:
        return _dict_item_iter[K, V](self._d)

    def __reversed__(self) -> _dict_rev_item_iter[K, V]:
        return _dict_rev_item_iter[K, V](self._d)

    def __repr__(self) -> str:
        return "dict_items(" + repr([kv for kv in self]) + ")"

    def _update_set(self, s: set[tuple[K, V]]) -> None:
        for kv in self:
            s.add(kv)

    # Set operations, as dict_keys's (a set of the items, built by iterating them).
    def _to_set(self) -> set[tuple[K, V]]:
        r = set[tuple[K, V]]()
        self._update_set(r)
        return r

    def __sub__(self, other) -> set[tuple[K, V]]:
        r = self._to_set()
        r._discard_each(other)
        return r

    def __rsub__(self, other) -> set[tuple[K, V]]:
        r = set[tuple[K, V]]()
        r.update(other)
        r._discard_each(self)
        return r

    def __or__(self, other) -> set[tuple[K, V]]:
        r = self._to_set()
        r.update(other)
        return r

    def __ror__(self, other) -> set[tuple[K, V]]:
        r = set[tuple[K, V]]()
        r.update(other)
        r.update(self)
        return r

    @overload
    def __xor__(self, other: dict_items[K, V]) -> set[tuple[K, V]]:
        # dictitems_xor: other's items not in self (in other's order), then what is left of
        # a copy of self.
        tmp = self._d.copy()
        r = set[tuple[K, V]]()
        for kv in other:
            if kv in tmp.items():
                del tmp[kv[0]]
            else:
                r.add(kv)
        r.update(tmp.items())
        return r

    @overload
    def __xor__(self, other) -> set[tuple[K, V]]:
        r = self._to_set()
        r._symmetric_each(other)
        return r

    def __rxor__(self, other) -> set[tuple[K, V]]:
        r = set[tuple[K, V]]()
        r.update(other)
        r._symmetric_each(self)
        return r

    @overload
    def __and__(self, other: frozenset[tuple[K, V]]) -> set[tuple[K, V]]:
        return set[tuple[K, V]]()._walk_in(other, self)

    @overload
    def __and__(self, other: set[tuple[K, V]]) -> set[tuple[K, V]]:
        if self._d._len <= len(other):
            return set[tuple[K, V]]()._walk_in(self, other)
        return set[tuple[K, V]]()._walk_in(other, self)

    @overload
    def __and__(self, other: dict_items[K, V]) -> set[tuple[K, V]]:
        if len(other) > self._d._len:
            return set[tuple[K, V]]()._walk_in(self, other)
        return set[tuple[K, V]]()._walk_in(other, self)

    @overload
    def __and__(self, other) -> set[tuple[K, V]]:
        return set[tuple[K, V]]()._walk_in(other, self)

    def __rand__(self, other) -> set[tuple[K, V]]:
        return self.__and__(other)

    def isdisjoint(self, other) -> bool:
        for kv in other:
            if kv in self:
                return False
        return True


# The iterators skip deleted entries; like CPython's they raise RuntimeError when the dict's
# size changes under them.

class _dict_key_iter[K, V]:
    _d: dict[K, V]
    _i: int
    _len: int

    def __init__(self, d: dict[K, V]):
        self._d = d
        self._i = 0
        self._len = d._len

    def _has_next(self) -> bool:
        self._i = self._d._live_from(self._i, self._len)
        return self._i < self._d._n

    def __next__(self) -> K:
        i = self._i
        self._i = i + 1
        return self._d._keys[i]


class _dict_value_iter[K, V]:
    _d: dict[K, V]
    _i: int
    _len: int

    def __init__(self, d: dict[K, V]):
        self._d = d
        self._i = 0
        self._len = d._len

    def _has_next(self) -> bool:
        self._i = self._d._live_from(self._i, self._len)
        return self._i < self._d._n

    def __next__(self) -> V:
        i = self._i
        self._i = i + 1
        return self._d._vals[i]


class _dict_item_iter[K, V]:
    _d: dict[K, V]
    _i: int
    _len: int

    def __init__(self, d: dict[K, V]):
        self._d = d
        self._i = 0
        self._len = d._len

    def _has_next(self) -> bool:
        self._i = self._d._live_from(self._i, self._len)
        return self._i < self._d._n

    def __next__(self) -> tuple[K, V]:
        i = self._i
        self._i = i + 1
        d = self._d
        return (d._keys[i], d._vals[i])


def _listed(names, key: str) -> bool:
    # names is a tuple of strs (possibly empty), made by the checker for calls f(**d).
    for n in names:
        if n == key:
            return True
    return False


def _quoted_and(names: list[str]) -> str:
    # CPython's list of names in binding errors: 'a', 'a' and 'b', 'a', 'b', and 'c'.
    s = "'" + names[0] + "'"
    n = len(names)
    for i in range(1, n):
        if n > 2:
            s = s + ","
        if i == n - 1:
            s = s + " and"
        s = s + " '" + names[i] + "'"
    return s


def _kw_missing(d, func: str, names, kind: str) -> None:
    missing: list[str] = []
    for n in names:
        if n not in d:
            missing.append(n)
    k = len(missing)
    if k > 0:
        _raise("TypeError", func + " missing " + str(k) + " required " + kind + " argument" +
               ("s" if k > 1 else "") + ": " + _quoted_and(missing))


# reversed(d), reversed(d.keys()), reversed(d.values()), reversed(d.items()): the entries from
# the last inserted, skipping deleted ones; RuntimeError when the size changes, as CPython. The
# values and items iterators walk as the keys iterator does and give another part of the entry.

class _dict_rev_key_iter[K, V]:
    _d: dict[K, V]
    _i: int
    _len: int

    def __init__(self, d: dict[K, V]):
        self._d = d
        self._i = d._n
        self._len = d._len

    def __iter__(self) -> _dict_rev_key_iter[K, V]:
        return self

    def _has_next(self) -> bool:
        # _i is one past the next entry to give: asking twice finds the same entry.
        self._i = self._d._live_before(self._i, self._len) + 1
        return self._i > 0

    def _step(self) -> int:
        self._i -= 1
        return self._i

    def __next__(self) -> K:
        return self._d._keys[self._step()]


class _dict_rev_value_iter[K, V](_dict_rev_key_iter[K, V]):
    def __iter__(self) -> _dict_rev_value_iter[K, V]:
        return self

    def __next__(self) -> V:
        return self._d._vals[self._step()]


class _dict_rev_item_iter[K, V](_dict_rev_key_iter[K, V]):
    def __iter__(self) -> _dict_rev_item_iter[K, V]:
        return self

    def __next__(self) -> tuple[K, V]:
        i = self._step()
        return (self._d._keys[i], self._d._vals[i])


def _dict_fromkeys_none(keys):
    # dict.fromkeys(keys): a dict of None values.
    d = {}
    for k in keys:
        d[k] = None
    return d


def _dict_fromkeys(keys, value):
    # dict.fromkeys(keys, value): the checker checks that call as this one (types/attr.go).
    d = {}
    for k in keys:
        d[k] = value
    return d
