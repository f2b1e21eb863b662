# set[T]: CPython's setobject.c, step for step — the same table sizes, linear probes of 9
# then perturbation, the same resize points and the same algorithms for copies, unions,
# intersections and differences — so that a set's iteration order (and so its repr) is
# CPython's for elements whose hashes are CPython's (ints, floats, bools, tuples of them).


class set[T]:
    _hashes: Ptr[int]  # per slot: the element's hash; -1 in a deleted slot (none for set[int])
    _keys: Ptr[T]
    _state: Ptr[byte]  # per slot: 0 never used, 1 holds an element, 2 deleted
    _mask: int  # the table's size minus one
    _fill: int  # slots holding an element or deleted
    _used: int  # elements
    _finger: int  # where pop() looks first
    _version: int  # changed where an element goes or the table changes (_set_iter)

    def __init__(self):
        self._table(8)
        self._fill = 0
        self._used = 0
        self._finger = 0

    def _table(self, size: int) -> None:
        self._version += 1
        self._keys = self._new_keys(self._keys, size)
        self._hashes = self._new_hashes(self._keys, size)
        self._state = _alloc_bytes(size if size >= 64 else 64)
        self._mask = size - 1

    @overload
    def _init_from(self, other: set[T]) -> None:
        self.__init__()
        self._merge(other)

    @overload
    def _init_from(self, other: list[T]) -> None:
        # _add_entry, not add: a frozenset is built here too.
        self.__init__()
        for i in range(other._len):
            x = other._data[i]
            self._add_entry(x, hash(x))

    @overload
    def _init_from(self, other) -> None:
        self.__init__()
        other._update_set(self)

    # An int key is read only in a slot in use or deleted (state 1 or 2), which holds one: the
    # array is not zeroed (its old argument only selects the overload).
    @overload
    def _new_keys(self, keys: Ptr[int], size: int) -> Ptr[int]:
        return _alloc_words(size)

    @overload
    def _new_keys(self, keys: Ptr[T], size: int) -> Ptr[T]:
        return Ptr[T](size)

    # set[int] keeps no hashes: an int's hash is computed from it in a few instructions, and
    # not storing it saves a cache line written per insertion and read per resize.
    @overload
    def _new_hashes(self, keys: Ptr[int], size: int) -> Ptr[int]:
        return _alloc_words(1)

    @overload
    def _new_hashes(self, keys: Ptr[T], size: int) -> Ptr[int]:
        # Only the slots whose state is 1 or 2 have their hash read: no need to zero them.
        return _alloc_words(size)

    @overload
    def _hash_in(self, keys: Ptr[int], hashes: Ptr[int], j: int) -> int:
        return hash(keys[j])

    @overload
    def _hash_in(self, keys: Ptr[T], hashes: Ptr[int], j: int) -> int:
        return hashes[j]

    @overload
    def _store_hash(self, keys: Ptr[int], j: int, h: int) -> None:
        pass

    @overload
    def _store_hash(self, keys: Ptr[T], j: int, h: int) -> None:
        self._hashes[j] = h

    @overload
    def _hash_into(self, keys: Ptr[int], hashes: Ptr[int], j: int, h: int) -> None:
        pass

    @overload
    def _hash_into(self, keys: Ptr[T], hashes: Ptr[int], j: int, h: int) -> None:
        hashes[j] = h

    @overload
    def _copy_hashes(self, keys: Ptr[int], other: set[T], n: int) -> None:
        pass

    @overload
    def _copy_hashes(self, keys: Ptr[T], other: set[T], n: int) -> None:
        other._hashes._copy(self._hashes, n)

    # Whether _hold_bound holds keys back for this element type: ints, whose equality runs no
    # code of the program (the held keys are read again from the walked table at the end).
    @overload
    def _holds_back(self, keys: Ptr[int]) -> bool:
        return True

    @overload
    def _holds_back(self, keys: Ptr[T]) -> bool:
        return False

    def _hold_bound(self, walked: set[T], most: int) -> int:
        # For this new set, to be given distinct keys of walked in its slot order by _add_new
        # (at most `most`: the results of intersections and differences): the keys may be
        # held back while their hashes are 0 to the returned bound - 1, the size of the table
        # `most` keys end in; 0 where they are not (not ints: the held keys are read again
        # from walked at the end, and an int's equality runs no code of the program that
        # could change walked; small results). The walk marks a held key's slot j in bit
        # j & 63 of word j >> 6 of an array of zeros; at the first key that is not held, the
        # held ones go in (_let_go) and the rest follow as given; at the end, _settle.
        size = _grown_size(most)
        if size >= 1024 and walked._holds_back(walked._keys):
            return size
        return 0

    def _let_go(self, walked: set[T], hits: Ptr[int]) -> None:
        # The keys of walked's slots marked in hits, in slot order, added by _add_new.
        for w in range((walked._mask >> 6) + 1):
            m = hits[w]
            while m != 0:
                j = (w << 6) + _low_bit(m)
                m = _drop_low_bit(m)
                self._add_new(walked._keys[j], walked._hash_in(walked._keys, walked._hashes, j))

    def _settle(self, walked: set[T], hits: Ptr[int], n: int, top: int) -> None:
        # The n keys held back, all hashes 0 to top, into this new set: its final table filled
        # directly where it is larger than top (_fill_homes), else added one by one.
        size = _grown_size(n)
        if size >= 1024 and top < size and self._fill_homes(walked, hits, n, size):
            return
        self._let_go(walked, hits)

    def _fill_homes(self, walked: set[T], hits: Ptr[int], n: int, size: int) -> bool:
        # This new, empty set given the n keys of walked's slots marked in hits (bit j & 63
        # of word j >> 6), distinct, as n calls of _add_new in slot order (set_add_entry of
        # the absent keys: CPython's intersections and differences) would give it, if their
        # home slots are distinct; else False, the set untouched. CPython's final table
        # (size: _grown_size(n)) gets the keys by set_insert_clean or set_add_entry into a
        # table without deleted slots, each in the first free slot of its probe. Where the
        # keys' home slots (hash & mask) in that table are all distinct, each key is in its
        # home slot whatever the order it came in and whatever tables came before (by
        # induction: the keys placed so far are in their own homes, none of which is the next
        # key's, so its home is free). That table is then filled directly, one store per key,
        # with no table before it (dense ints: n ints below the table's size), in one pass
        # over the marked slots: each key's home is marked in the new state array as its key
        # is stored there; a home already marked (two keys sharing one, possible for `k` and
        # `k + 2**61 - 1`) stops it, the new arrays are handed back and the set is untouched.
        mask = size - 1
        state = _alloc_bytes(size)
        keys = self._new_keys(self._keys, size)
        hashes = self._new_hashes(keys, size)
        for w in range((walked._mask >> 6) + 1):
            m = hits[w]
            while m != 0:
                j = (w << 6) + _low_bit(m)
                m = _drop_low_bit(m)
                h = walked._hash_in(walked._keys, walked._hashes, j)
                i = h & mask
                if _load_byte(state, i) != 0:
                    state._free()
                    keys._free()
                    hashes._free()
                    return False
                _store_byte(state, i, 1)
                keys[i] = walked._keys[j]
                self._hash_into(keys, hashes, i, h)
        self._version += 1
        self._keys = keys
        self._hashes = hashes
        self._state = state
        self._mask = mask
        self._fill = n
        self._used = n
        return True

    def _put(self, j: int, key: T, h: int) -> None:
        self._store_hash(self._keys, j, h)
        self._keys[j] = key
        _store_byte(self._state, j, 1)

    # What slot j, whose state st is not 0, holds: 1 key, 2 nothing (deleted), 0 another
    # element. An int equal to key has key's hash, so set[int] compares only the keys and
    # does not read the hashes' array (one cache miss less per probe).
    @overload
    def _slot(self, keys: Ptr[int], j: int, key: int, h: int, st: int) -> int:
        if st == 2:
            return 2
        return 1 if keys[j] == key else 0

    # A str under 8 bytes is the only str with its hash (str.__hash__): its slot's
    # key is not read.
    @overload
    def _slot(self, keys: Ptr[str], j: int, key: str, h: int, st: int) -> int:
        hj = self._hashes[j]
        if hj == h:
            return 1 if key._hash_is_str(h) or keys[j] == key else 0
        return 2 if hj == -1 else 0

    @overload
    def _slot(self, keys: Ptr[T], j: int, key: T, h: int, st: int) -> int:
        hj = self._hashes[j]
        if hj == h:
            return 1 if keys[j] == key else 0
        return 2 if hj == -1 else 0

    # set[int]'s lookups decide the first 8 slots of the probe at once (_probe8): k < 8 when
    # slot i + k holds key, 8 when key is absent (a free slot comes first), -1 when these 8
    # slots decide nothing (the probe goes on slot by slot). Other sets answer -1.
    @overload
    def _find8(self, keys: Ptr[int], key: int, i: int) -> int:
        return _probe8(self._state, keys, i, key)

    @overload
    def _find8(self, keys: Ptr[T], key: T, i: int) -> int:
        return -1

    def _find_from(self, walked: set[T], key: T, h: int) -> int:
        # _find of a key of walked, whose table is walked in slot order (intersections,
        # differences, subset tests). Keys in slot order have their hashes' low bits in
        # order, so the slots probed here come in ascending runs, as many as this table is
        # larger than walked's: up to 4, the keys' cache lines are read anyway (a line holds
        # 8 keys), and the first 8 slots are decided by _find8 without a branch per slot.
        # With more runs, or a lookup at random (`x in s`), reading the keys' line when the
        # home slot is free is a cache miss more (10M lookups of random ints in a 4 MB
        # table: 23 -> 34 ns).
        return self._lookup(key, h, walked._mask >= self._mask >> 2)

    def _find(self, key: T, h: int) -> int:
        return self._lookup(key, h, False)

    def _lookup(self, key: T, h: int, near: bool) -> int:
        # set_lookkey: the slot holding key, or -1; near: see _find_from.
        mask = self._mask
        state = self._state
        keys = self._keys
        i = h & mask
        if near and i + 9 <= mask:
            k = self._find8(keys, key, i)
            if k >= 0:
                return i + k if k < 8 else -1
        perturb = h
        while True:
            probes = 9 if i + 9 <= mask else 0
            j = i
            while True:
                st = _load_byte(state, j)
                if st == 0:
                    return -1
                if self._slot(keys, j, key, h, st) == 1:
                    return j
                j += 1
                if probes == 0:
                    break
                probes -= 1
            perturb = _lshr(perturb, 5)
            i = _probe_next(i, perturb, mask)

    def _add_entry(self, key: T, h: int) -> None:
        self._add_or_drop(key, h, False)

    def _add_or_drop(self, key: T, h: int, drop: bool) -> None:
        # set_add_entry: a deleted slot is reused only when the key is absent, the last one
        # the probe passed. With drop, a key found is deleted instead (_toggle).
        mask = self._mask
        state = self._state
        keys = self._keys
        i = h & mask
        free = -1
        perturb = h
        while True:
            probes = 9 if i + 9 <= mask else 0
            j = i
            while True:
                st = _load_byte(state, j)
                if st == 0:
                    if free >= 0:
                        self._used += 1
                        self._put(free, key, h)
                        return
                    self._fill += 1
                    self._used += 1
                    self._put(j, key, h)
                    if self._fill * 5 < mask * 3:
                        return
                    self._resize(self._used * 2 if self._used > 50000 else self._used * 4)
                    return
                what = self._slot(keys, j, key, h, st)
                if what == 1:
                    if drop:
                        self._version += 1
                        _store_byte(state, j, 2)
                        self._store_hash(keys, j, -1)
                        self._used -= 1
                    return
                if what == 2:
                    free = j
                j += 1
                if probes == 0:
                    break
                probes -= 1
            perturb = _lshr(perturb, 5)
            i = _probe_next(i, perturb, mask)

    def _add_new(self, key: T, h: int) -> None:
        # set_add_entry of a key known to be absent from a table without deleted slots: its
        # probe would stop at the first free slot, where _insert_clean puts it.
        self._insert_clean(key, h)
        self._fill += 1
        self._used += 1
        if self._fill * 5 < self._mask * 3:
            return
        self._resize(self._used * 2 if self._used > 50000 else self._used * 4)

    def _insert_clean(self, key: T, h: int) -> None:
        # set_insert_clean: key is absent and the table has no deleted slots.
        mask = self._mask
        state = self._state
        i = h & mask
        perturb = h
        while True:
            if _load_byte(state, i) == 0:
                self._put(i, key, h)
                return
            if i + 9 <= mask:
                for k in range(1, 10):
                    if _load_byte(state, i + k) == 0:
                        self._put(i + k, key, h)
                        return
            perturb = _lshr(perturb, 5)
            i = _probe_next(i, perturb, mask)

    def _fill_from(self, other: set[T]) -> None:
        # other's keys, in its slot order, into this table without deleted slots (_fill and
        # _used already count them).
        for base in range(0, other._mask + 1, 64):
            full = _full_slots(other._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                self._insert_clean(other._keys[j], other._hash_in(other._keys, other._hashes, j))

    def _resize(self, minused: int) -> None:
        size = _table_size(minused)
        oldmask = self._mask
        if size == 8 and oldmask == 7 and self._fill == self._used:
            return
        hashes = self._hashes
        keys = self._keys
        state = self._state
        self._table(size)
        self._fill = self._used
        for base in range(0, oldmask + 1, 64):
            full = _full_slots(state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                self._insert_clean(keys[j], self._hash_in(keys, hashes, j))
        # The old arrays belong to this set alone (a copy copies them; _take takes a dead
        # set's): handed back now, the next tables reuse them rather than the heap growing.
        keys._free()
        hashes._free()
        state._free()

    def _discard_entry(self, key: T, h: int) -> bool:
        return self._discard_at(self._find(key, h))

    def _discard_at(self, j: int) -> bool:
        # Deletes the element in slot j, found by _find or _find_from; False when j is -1.
        if j < 0:
            return False
        self._version += 1
        _store_byte(self._state, j, 2)
        self._store_hash(self._keys, j, -1)
        self._used -= 1
        return True

    def _merge(self, other: set[T]) -> None:
        # set_merge: one resize up front, then a plain copy when this set is empty.
        if other is self or other._used == 0:
            return
        if (self._fill + other._used) * 5 >= self._mask * 3:
            self._resize((self._used + other._used) * 2)
        if self._fill == 0 and self._mask == other._mask and other._fill == other._used:
            # The same slots: the three arrays copied whole (other has no deleted slots).
            n = other._mask + 1
            self._copy_hashes(self._keys, other, n)
            other._keys._copy(self._keys, n)
            other._state._copy(self._state, n)
            self._fill = other._fill
            self._used = other._used
            return
        if self._fill == 0:
            self._fill = other._used
            self._used = other._used
            self._fill_from(other)
            return
        for base in range(0, other._mask + 1, 64):
            full = _full_slots(other._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                self._add_entry(other._keys[j], other._hash_in(other._keys, other._hashes, j))

    def _update_set(self, s: set[T]) -> None:
        s._merge(self)

    def _take(self, other: set[T]) -> None:
        # set_swap_bodies, for the in-place operators: this set takes other's table, a new
        # set's that nothing else will read. This set's old arrays belong to it alone (as in
        # _resize) and an iterator reads the set's arrays afresh after _version changes: they
        # are handed back now, so that the next tables reuse them rather than the heap growing
        # (every page a heap grows by is a page the kernel clears).
        hashes = self._hashes
        keys = self._keys
        state = self._state
        self._version += 1
        self._hashes = other._hashes
        self._keys = other._keys
        self._state = other._state
        self._mask = other._mask
        self._fill = other._fill
        self._used = other._used
        keys._free()
        hashes._free()
        state._free()

    def add(self, key: T) -> None:
        self._add_entry(key, hash(key))

    def __contains__(self, key: T) -> bool:
        return self._find(key, hash(key)) >= 0

    def remove(self, key: T) -> None:
        if not self._discard_entry(key, hash(key)):
            _raise("KeyError", repr(key))

    def discard(self, key: T) -> None:
        self._discard_entry(key, hash(key))

    def pop(self) -> T:
        if self._used == 0:
            _raise("KeyError", "'pop from an empty set'")
        mask = self._mask
        j = self._finger & mask
        while _load_byte(self._state, j) != 1:
            j += 1
            if j > mask:
                j = 0
        key = self._keys[j]
        self._version += 1
        _store_byte(self._state, j, 2)
        self._store_hash(self._keys, j, -1)
        self._used -= 1
        self._finger = j + 1
        return key

    def clear(self) -> None:
        self._table(8)
        self._fill = 0
        self._used = 0

    def copy(self) -> set[T]:
        r = set[T]()
        r._merge(self)
        return r

    def _copy_set(self) -> set[T]:
        # copy(), as a set even for a frozenset (whose mutators raise).
        r = set[T]()
        r._merge(self)
        return r

    def _folded(self) -> set[T]:
        # A literal of more than two constants: CPython's compiler folds it into a frozenset
        # constant, rebuilds that frozenset from its own iteration order when it merges the
        # code's constants, and the literal copies it into a new set.
        f = set[T]()
        for base in range(0, self._mask + 1, 64):
            full = _full_slots(self._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                f._add_new(self._keys[j], self._hash_in(self._keys, self._hashes, j))
        return f.copy()

    def __len__(self) -> int:
        return self._used

    def __bool__(self) -> bool:
        return self._used != 0

    def __iter__(self) -> _set_iter[T]:
        return _set_iter[T](self)

    @overload
    def update(self, other: set[T]) -> None:
        self._merge(other)

    @overload
    def update(self, other: list[T]) -> None:
        for i in range(other._len):
            self.add(other._data[i])

    @overload
    def update(self, other) -> None:
        # dicts and their views: they know how CPython adds them (set_update_dict).
        other._update_set(self)

    # With several arguments: each added in turn (the checker passes an iterable other than a
    # set, a list or a dict as list(x)).
    @overload
    def update(self, a, b) -> None:
        self.update(a)
        self.update(b)

    @overload
    def update(self, a, b, c) -> None:
        self.update(a)
        self.update(b)
        self.update(c)

    @overload
    def union(self, other: set[T]) -> set[T]:
        return self | other

    @overload
    def union(self, other) -> set[T]:
        # set_union: a copy, then set_update_internal (lists and dicts).
        r = self._copy_set()
        r.update(other)
        return r

    @overload
    def union(self, a, b) -> set[T]:
        r = self._copy_set()
        r.update(a)
        r.update(b)
        return r

    @overload
    def union(self, a, b, c) -> set[T]:
        r = self._copy_set()
        r.update(a)
        r.update(b)
        r.update(c)
        return r

    def __or__(self, other: set[T]) -> set[T]:
        u = self._used
        if other is not self and u >= 5 and other._used > 0 and self._fill == u:
            # copy() would give self's table as is (the same size, copied whole), then _merge
            # would resize it at once, reinserting its keys in their slot order: they go
            # straight into the final table (one table and one pass less; same slots).
            s1 = _table_size(u * 2)
            s2 = _table_size((u + other._used) * 2)
            if s1 == self._mask + 1 and s2 > s1 and (u + other._used) * 5 >= (s1 - 1) * 3:
                r = set[T]()
                r._table(s2)
                r._fill = u
                r._used = u
                r._fill_from(self)
                r._merge(other)
                return r
        r = self.copy()
        if other is not self:
            r._merge(other)
        return r

    def __ior__(self, other: set[T]) -> set[T]:
        self._merge(other)
        return self

    def _intersection(self, other: set[T]) -> set[T]:
        # set_intersection: walks the smaller set, looking each element up in the larger.
        if other is self:
            return self.copy()
        big = self
        small = other
        if other._used > self._used:
            big = other
            small = self
        return small._filtered(big, True)

    def _intersection_list(self, other: list[T]) -> set[T]:
        # set_intersection of another iterable: its elements that self holds, in its order.
        r = set[T]()
        for i in range(other._len):
            k = other._data[i]
            h = hash(k)
            if self._find(k, h) >= 0:
                r._add_entry(k, h)
        return r

    @overload
    def intersection(self, other: set[T]) -> set[T]:
        return self._intersection(other)

    @overload
    def intersection(self, other: list[T]) -> set[T]:
        return self._intersection_list(other)

    @overload
    def intersection(self, a, b) -> set[T]:
        return self.intersection(a).intersection(b)

    @overload
    def intersection(self, a, b, c) -> set[T]:
        return self.intersection(a).intersection(b).intersection(c)

    def __and__(self, other: set[T]) -> set[T]:
        return self._intersection(other)

    @overload
    def intersection_update(self, other: set[T]) -> None:
        self._take(self._intersection(other))

    @overload
    def intersection_update(self, other: list[T]) -> None:
        self._take(self._intersection_list(other))

    @overload
    def intersection_update(self, a, b) -> None:
        self._take(self.intersection(a).intersection(b))

    @overload
    def intersection_update(self, a, b, c) -> None:
        self._take(self.intersection(a).intersection(b).intersection(c))

    def __iand__(self, other: set[T]) -> set[T]:
        self._take(self._intersection(other))
        return self

    def _difference_update(self, other: set[T]) -> None:
        # set_difference_update_internal.
        if other is self:
            self.clear()
            return
        o = other
        if (other._used >> 3) > self._used:
            o = self._intersection(other)
        for base in range(0, o._mask + 1, 64):
            full = _full_slots(o._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                k = o._keys[j]
                self._discard_at(self._find_from(o, k, o._hash_in(o._keys, o._hashes, j)))
        if self._fill - self._used <= self._mask // 4:
            return
        self._resize(self._used * 2 if self._used > 50000 else self._used * 4)

    def _discard_all(self, other: list[T]) -> None:
        # set_difference_update_internal of another iterable: discard each, then resize the
        # dummies away when more than a quarter of the table.
        for i in range(other._len):
            k = other._data[i]
            self._discard_entry(k, hash(k))
        if self._fill - self._used <= self._mask // 4:
            return
        self._resize(self._used * 2 if self._used > 50000 else self._used * 4)

    # For the dict views' operators (dict.py): set_difference_update_internal and
    # set_symmetric_difference_update of any iterable, and the walk of _PyDictView_Intersect.
    @overload
    def _discard_each(self, other: set[T]) -> None:
        self._difference_update(other)

    @overload
    def _discard_each(self, other: list[T]) -> None:
        self._discard_all(other)

    @overload
    def _discard_each(self, other) -> None:
        for k in other:
            self._discard_entry(k, hash(k))
        if self._fill - self._used <= self._mask // 4:
            return
        self._resize(self._used * 2 if self._used > 50000 else self._used * 4)

    @overload
    def _symmetric_each(self, other: set[T]) -> None:
        self._symmetric_update(other)

    @overload
    def _symmetric_each(self, other) -> None:
        t = set[T]()
        t.update(other)
        self._symmetric_update(t)

    def _walk_in(self, walked, holder) -> set[T]:
        # The elements of walked that holder holds, added in walked's order.
        for k in walked:
            if k in holder:
                self.add(k)
        return self

    def _difference(self, other: set[T]) -> set[T]:
        # set_difference: copy and remove when other is much smaller, else filter.
        if (self._used >> 2) > other._used:
            r = self.copy()
            r._difference_update(other)
            return r
        return self._filtered(other, False)

    def _filtered(self, probed: set[T], found: bool) -> set[T]:
        # A new set of the elements of self that probed holds (found) or does not hold (not
        # found), walked in slot order. Keys with a hash 0 to bound - 1 are held back as bits of
        # their slots and put in the final table at the end (_hold_bound, _settle); the others,
        # and all of them once one falls outside, are added one by one in walk order.
        r = set[T]()
        bound = r._hold_bound(self, self._used)
        hits = _alloc_filled((self._mask >> 6) + 1 if bound != 0 else 1, 0)
        n = 0
        top = 0
        for base in range(0, self._mask + 1, 64):
            full = _full_slots(self._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                k = self._keys[j]
                h = self._hash_in(self._keys, self._hashes, j)
                if (probed._find_from(self, k, h) >= 0) == found:
                    if h >= 0 and h < bound:
                        hits[j >> 6] = hits[j >> 6] | _bit(j & 63)
                        n += 1
                        top = h if h > top else top
                    else:
                        if bound != 0:
                            r._let_go(self, hits)
                            bound = 0
                        r._add_new(k, h)
        if bound != 0:
            r._settle(self, hits, n, top)
        hits._free()
        return r

    @overload
    def difference(self, other: set[T]) -> set[T]:
        return self._difference(other)

    @overload
    def difference(self, other: list[T]) -> set[T]:
        # set_copy_and_difference.
        r = self._copy_set()
        r._discard_all(other)
        return r

    @overload
    def difference(self, a, b) -> set[T]:
        # set_difference_multi: a copy, then set_difference_update_internal for each.
        r = self._copy_set()
        r.difference_update(a)
        r.difference_update(b)
        return r

    @overload
    def difference(self, a, b, c) -> set[T]:
        r = self._copy_set()
        r.difference_update(a)
        r.difference_update(b)
        r.difference_update(c)
        return r

    def __sub__(self, other: set[T]) -> set[T]:
        return self._difference(other)

    @overload
    def difference_update(self, other: set[T]) -> None:
        self._difference_update(other)

    @overload
    def difference_update(self, other: list[T]) -> None:
        self._discard_all(other)

    @overload
    def difference_update(self, a, b) -> None:
        self.difference_update(a)
        self.difference_update(b)

    @overload
    def difference_update(self, a, b, c) -> None:
        self.difference_update(a)
        self.difference_update(b)
        self.difference_update(c)

    def __isub__(self, other: set[T]) -> set[T]:
        self._difference_update(other)
        return self

    def _symmetric_update(self, other: set[T]) -> None:
        if other is self:
            self.clear()
            return
        for base in range(0, other._mask + 1, 64):
            full = _full_slots(other._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                k = other._keys[j]
                self._toggle(self._keys, k, other._hash_in(other._keys, other._hashes, j))

    # set_symmetric_difference_update's step: set_discard_entry, then set_add_entry when the
    # key was absent. Both probes walk the same slots and stop at the key or at the first free
    # slot, and the table does not change in between, so for ints and strs one probe does both
    # (_add_or_drop). Other keys take two: their __eq__ may be the program's, and CPython calls
    # it in each probe.
    @overload
    def _toggle(self, keys: Ptr[int], key: int, h: int) -> None:
        self._add_or_drop(key, h, True)

    @overload
    def _toggle(self, keys: Ptr[str], key: str, h: int) -> None:
        self._add_or_drop(key, h, True)

    @overload
    def _toggle(self, keys: Ptr[T], key: T, h: int) -> None:
        if not self._discard_entry(key, h):
            self._add_entry(key, h)

    @overload
    def symmetric_difference(self, other: set[T]) -> set[T]:
        return self ^ other

    @overload
    def symmetric_difference(self, other: list[T]) -> set[T]:
        # set_symmetric_difference: a set of other's elements, updated with self.
        r = set[T]()
        r.update(other)
        r._symmetric_update(self)
        return r

    def __xor__(self, other: set[T]) -> set[T]:
        r = set[T]()
        r._merge(other)
        r._symmetric_update(self)
        return r

    @overload
    def symmetric_difference_update(self, other: set[T]) -> None:
        self._symmetric_update(other)

    @overload
    def symmetric_difference_update(self, other: list[T]) -> None:
        t = set[T]()
        t.update(other)
        self._symmetric_update(t)

    def __ixor__(self, other: set[T]) -> set[T]:
        self._symmetric_update(other)
        return self

    @overload
    def issubset(self, other: list[T]) -> bool:
        t = set[T]()
        t.update(other)
        return self.issubset(t)

    @overload
    def issubset(self, other: set[T]) -> bool:
        if self._used > other._used:
            return False
        for base in range(0, self._mask + 1, 64):
            full = _full_slots(self._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                k = self._keys[j]
                if other._find_from(self, k, self._hash_in(self._keys, self._hashes, j)) < 0:
                    return False
        return True

    @overload
    def issuperset(self, other: set[T]) -> bool:
        return other.issubset(self)

    @overload
    def issuperset(self, other: list[T]) -> bool:
        for i in range(other._len):
            k = other._data[i]
            if self._find(k, hash(k)) < 0:
                return False
        return True

    @overload
    def isdisjoint(self, other: list[T]) -> bool:
        for i in range(other._len):
            k = other._data[i]
            if self._find(k, hash(k)) >= 0:
                return False
        return True

    @overload
    def isdisjoint(self, other: set[T]) -> bool:
        big = self
        small = other
        if other._used > self._used:
            big = other
            small = self
        for base in range(0, small._mask + 1, 64):
            full = _full_slots(small._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                k = small._keys[j]
                if big._find_from(small, k, small._hash_in(small._keys, small._hashes, j)) >= 0:
                    return False
        return True

    def __eq__(self, other: set[T]) -> bool:
        return self._used == other._used and self.issubset(other)

    def __ne__(self, other: set[T]) -> bool:
        return not (self == other)

    def __le__(self, other: set[T]) -> bool:
        return self.issubset(other)

    def __lt__(self, other: set[T]) -> bool:
        return self._used < other._used and self.issubset(other)

    def __ge__(self, other: set[T]) -> bool:
        return other.issubset(self)

    def __gt__(self, other: set[T]) -> bool:
        return self._used > other._used and other.issubset(self)

    def __repr__(self) -> str:
        if self._used == 0:
            return "set()"
        parts = list[str]()
        parts.append("{")
        for base in range(0, self._mask + 1, 64):
            full = _full_slots(self._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                if parts._len > 1:
                    parts.append(", ")
                parts.append(repr(self._keys[j]))
        parts.append("}")
        return _concat(parts)


# Walks over a table's slots in order, 64 at a time: _full_slots gives a mask of the slots in
# use among the 64 from j (bit k: slot j + k), and the walk visits its bits from the lowest
# (_low_bit, _drop_low_bit), so that it branches once per element rather than once per slot
# (a random mix of used and free slots mispredicted about once per element). A state array
# has at least 64 bytes, zeros past the table, so the block of a table of 8 to 32 slots is
# read whole; larger tables are a whole number of blocks.
@llvm
def _full_slots(state: Ptr[byte], j: int) -> int:
    """
    %p = getelementptr i8, ptr %state, i64 %j
    %v = load <64 x i8>, ptr %p, align 1
    %e = icmp eq <64 x i8> %v, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
    %m = bitcast <64 x i1> %e to i64
    ret i64 %m
    """


# _probe8 (set._find8): slots i to i + 7 of a set[int] (i + 9 <= mask: in its first probe
# group), decided without a branch per slot. The probe visits them in order and stops at the
# first free one (state 0) or at the key; keys are unique, so the key is in a slot in use
# (state 1) before the first free one or not in these slots at all. The keys of free and
# deleted slots are read but masked off (a free slot's key may never have been written).
# The lowest slot in use holding key, else 8 when a slot is free, else -1.
@llvm
def _probe8(state: Ptr[byte], keys: Ptr[int], i: int, key: int) -> int:
    """
    declare i64 @llvm.cttz.i64(i64, i1)
    %sp = getelementptr i8, ptr %state, i64 %i
    %sv = load <8 x i8>, ptr %sp, align 1
    %kp = getelementptr i64, ptr %keys, i64 %i
    %kv = load <8 x i64>, ptr %kp, align 8
    %ins = insertelement <8 x i64> poison, i64 %key, i64 0
    %ks = shufflevector <8 x i64> %ins, <8 x i64> poison, <8 x i32> zeroinitializer
    %eq = icmp eq <8 x i64> %kv, %ks
    %full = icmp eq <8 x i8> %sv, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
    %free = icmp eq <8 x i8> %sv, zeroinitializer
    %hit = and <8 x i1> %eq, %full
    %fb = bitcast <8 x i1> %free to i8
    %hb = bitcast <8 x i1> %hit to i8
    %fm = zext i8 %fb to i64
    %hm = zext i8 %hb to i64
    %fm9 = or i64 %fm, 256
    %first = call i64 @llvm.cttz.i64(i64 %fm9, i1 true)
    %bit = shl i64 1, %first
    %below = sub i64 %bit, 1
    %h = and i64 %hm, %below
    %hl = call i64 @llvm.cttz.i64(i64 %h, i1 false)
    %nofree = icmp eq i64 %fm, 0
    %miss = select i1 %nofree, i64 -1, i64 8
    %found = icmp ne i64 %h, 0
    %r = select i1 %found, i64 %hl, i64 %miss
    ret i64 %r
    """


@llvm
def _low_bit(m: int) -> int:
    """
    declare i64 @llvm.cttz.i64(i64, i1)
    %0 = call i64 @llvm.cttz.i64(i64 %m, i1 true)
    ret i64 %0
    """


@llvm
def _drop_low_bit(m: int) -> int:
    """
    %0 = sub i64 %m, 1
    %1 = and i64 %m, %0
    ret i64 %1
    """


@llvm
def _bit(i: int) -> int:
    """
    %0 = shl i64 1, %i
    ret i64 %0
    """


def _grown_size(n: int) -> int:
    # The size of the table that n _add_new calls on a new set end with: set_add_entry
    # resizes when fill * 5 >= mask * 3, to _table_size(used * 4) (used * 2 past 50,000),
    # and fill == used where nothing is deleted.
    mask = 7
    while True:
        t = (mask * 3 + 4) // 5
        if n < t:
            return mask + 1
        mask = _table_size(t * 2 if t > 50000 else t * 4) - 1


def _table_size(minused: int) -> int:
    # set_table_resize's size: the smallest power of two above minused, at least 8.
    size = 8
    while size <= minused:
        size = size << 1
    return size


class _set_iter[T]:
    # Walks the table from slot _i. _bits holds the slots in use of the block of 64 from
    # _base not yet visited, as read when the set's _version was _version: an element added
    # changes the set's size (a RuntimeError, as CPython's), and any removal or new table
    # changes its _version, so a set whose size and version are those read still has these
    # slots in use and no others (an add and a removal in between leave the size as it was,
    # and the walk then goes on in the table as it is, as CPython's setiter_iternext). The
    # block's bits are then taken from _bits, one after another, instead of being read again
    # for every element: the next slot no longer waits on a load that the previous one's
    # position decides.
    _s: set[T]
    _i: int
    _used: int
    _version: int
    _base: int
    _bits: int

    def __init__(self, s: set[T]):
        self._s = s
        self._i = 0
        self._used = s._used
        self._version = s._version
        self._base = 0
        self._bits = 0

    def _has_next(self) -> bool:
        s = self._s
        if s._used != self._used:
            _raise("RuntimeError", "Set changed size during iteration")
        if self._bits != 0 and s._version == self._version:
            self._i = self._base + _low_bit(self._bits)
            return True
        # The next slot in use from _i: the block of 64 holding _i, its bits below _i dropped.
        self._version = s._version
        i = self._i
        mask = s._mask
        while i <= mask:
            base = i & -64
            full = _full_slots(s._state, base) & (-1 << (i - base))
            if full != 0:
                self._base = base
                self._bits = full
                i = base + _low_bit(full)
                break
            i = base + 64
        self._i = i
        return i <= mask

    def __next__(self) -> T:
        i = self._i
        self._i = i + 1
        self._bits = _drop_low_bit(self._bits)
        return self._s._keys[i]


@llvm
def _fs_shuffle(h: int) -> int:
    """
    %0 = xor i64 %h, 89869747
    %1 = shl i64 %h, 16
    %2 = xor i64 %0, %1
    %3 = mul i64 %2, 3644798167
    ret i64 %3
    """


@llvm
def _fs_finish(h: int, n: int) -> int:
    """
    %0 = add i64 %n, 1
    %1 = mul i64 %0, 1927868237
    %2 = xor i64 %h, %1
    %3 = lshr i64 %2, 11
    %4 = lshr i64 %2, 25
    %5 = xor i64 %3, %4
    %6 = xor i64 %2, %5
    %7 = mul i64 %6, 69069
    %8 = add i64 %7, 907133923
    %9 = icmp eq i64 %8, -1
    %10 = select i1 %9, i64 590923713, i64 %8
    ret i64 %10
    """


class frozenset[T](set[T]):
    # An immutable set: set's table and algorithms, so its order is CPython's; the operators
    # give frozensets, the mutators raise AttributeError as CPython's lookups do, and the hash
    # is CPython's frozenset_hash.

    def _frozen(self, s: set[T]) -> frozenset[T]:
        f = frozenset[T]()
        f._take(s)
        return f

    def copy(self) -> frozenset[T]:
        r = frozenset[T]()
        r._merge(self)
        return r

    def __or__(self, other: set[T]) -> frozenset[T]:
        return self._frozen(super().__or__(other))

    def __and__(self, other: set[T]) -> frozenset[T]:
        return self._frozen(self._intersection(other))

    def __sub__(self, other: set[T]) -> frozenset[T]:
        return self._frozen(self._difference(other))

    def __xor__(self, other: set[T]) -> frozenset[T]:
        r = set[T]()
        r._merge(other)
        r._symmetric_update(self)
        return self._frozen(r)

    def __ior__(self, other: set[T]) -> frozenset[T]:
        return self | other

    def __iand__(self, other: set[T]) -> frozenset[T]:
        return self & other

    def __isub__(self, other: set[T]) -> frozenset[T]:
        return self - other

    def __ixor__(self, other: set[T]) -> frozenset[T]:
        return self ^ other

    @overload
    def union(self, other: set[T]) -> frozenset[T]:
        return self | other

    @overload
    def union(self, other) -> frozenset[T]:
        r = self._copy_set()
        r.update(other)
        return self._frozen(r)

    @overload
    def union(self, a, b) -> frozenset[T]:
        r = self._copy_set()
        r.update(a)
        r.update(b)
        return self._frozen(r)

    @overload
    def union(self, a, b, c) -> frozenset[T]:
        r = self._copy_set()
        r.update(a)
        r.update(b)
        r.update(c)
        return self._frozen(r)

    @overload
    def intersection(self, other: set[T]) -> frozenset[T]:
        return self & other

    @overload
    def intersection(self, other: list[T]) -> frozenset[T]:
        return self._frozen(self._intersection_list(other))

    @overload
    def intersection(self, a, b) -> frozenset[T]:
        return self._frozen(self.intersection(a).intersection(b))

    @overload
    def intersection(self, a, b, c) -> frozenset[T]:
        return self._frozen(self.intersection(a).intersection(b).intersection(c))

    @overload
    def difference(self, other: set[T]) -> frozenset[T]:
        return self - other

    @overload
    def difference(self, other: list[T]) -> frozenset[T]:
        r = self._copy_set()
        r._discard_all(other)
        return self._frozen(r)

    @overload
    def difference(self, a, b) -> frozenset[T]:
        r = self._copy_set()
        r.difference_update(a)
        r.difference_update(b)
        return self._frozen(r)

    @overload
    def difference(self, a, b, c) -> frozenset[T]:
        r = self._copy_set()
        r.difference_update(a)
        r.difference_update(b)
        r.difference_update(c)
        return self._frozen(r)

    @overload
    def symmetric_difference(self, other: set[T]) -> frozenset[T]:
        return self ^ other

    @overload
    def symmetric_difference(self, other: list[T]) -> frozenset[T]:
        r = set[T]()
        r.update(other)
        r._symmetric_update(self)
        return self._frozen(r)

    def _immutable(self, name: str) -> None:
        _raise("AttributeError", "'frozenset' object has no attribute '" + name + "'")

    def add(self, key: T) -> None:
        self._immutable("add")

    def remove(self, key: T) -> None:
        self._immutable("remove")

    def discard(self, key: T) -> None:
        self._immutable("discard")

    def pop(self) -> T:
        self._immutable("pop")
        return self._keys[0]

    def clear(self) -> None:
        self._immutable("clear")

    def update(self, other: set[T]) -> None:
        self._immutable("update")

    def intersection_update(self, other: set[T]) -> None:
        self._immutable("intersection_update")

    def difference_update(self, other: set[T]) -> None:
        self._immutable("difference_update")

    def symmetric_difference_update(self, other: set[T]) -> None:
        self._immutable("symmetric_difference_update")

    def __hash__(self) -> int:
        # frozenset_hash: the shuffled hashes of the elements, xor-ed, then dispersed.
        h = 0
        for base in range(0, self._mask + 1, 64):
            full = _full_slots(self._state, base)
            while full != 0:
                j = base + _low_bit(full)
                full = _drop_low_bit(full)
                h = h ^ _fs_shuffle(self._hash_in(self._keys, self._hashes, j))
        return _fs_finish(h, self._used)

    def __repr__(self) -> str:
        if self._used == 0:
            return "frozenset()"
        return "frozenset(" + super().__repr__() + ")"
