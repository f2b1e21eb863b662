"""The itertools module, as CPython's Modules/itertoolsmodule.c: lazy iterators, most of them
generators. Arguments are checked when the call is made, as CPython does, and the generator
that does the work comes after. product, permutations, combinations,
combinations_with_replacement, zip_longest and islice are checked as calls of the _-prefixed
function their arguments choose (types/variants.go): a tuple's length is part of its type, so
r and repeat are int constants, and _tuple_of<r> (stdlib/tuple_of.py) builds the tuples."""


class _count[T]:
    def __init__(self, start: T, step: T, step_repr: str):
        self._n = start
        self._step = step
        self._step_repr = step_repr  # as given: count(1.5, 2) steps by 2.0, shows 2

    def __iter__(self) -> _count[T]:
        return self

    def _has_next(self) -> bool:
        return True

    def __next__(self) -> T:
        n = self._n
        self._n = n + self._step
        return n

    def __repr__(self) -> str:
        if self._step_repr == "1":
            return "count(" + repr(self._n) + ")"
        return "count(" + repr(self._n) + ", " + self._step_repr + ")"


def _count_of(start=0, step=1):
    return _count(start, step, repr(step))


def _count_float(start=0.0, step=1):
    return _count(start, float(step), repr(step))


def count(start=0, step=1):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _count(start, step, repr(step))


class _repeat[T]:
    def __init__(self, obj: T, times: int):
        self._obj = obj
        self._left = times

    def __iter__(self) -> _repeat[T]:
        return self

    def _has_next(self) -> bool:
        return self._left != 0

    def __next__(self) -> T:
        if self._left > 0:
            self._left -= 1
        return self._obj

    def __repr__(self) -> str:
        if self._left < 0:
            return "repeat(" + repr(self._obj) + ")"
        return "repeat(" + repr(self._obj) + ", " + str(self._left) + ")"


def repeat(obj, times=None):
    if times is None:
        return _repeat(obj, -1)
    return _repeat(obj, max(times, 0))


def _cycle(it):
    saved = []
    while it._has_next():
        x = it.__next__()
        yield x
        saved.append(x)
    if len(saved) == 0:
        return
    while True:
        for x in saved:
            yield x


def cycle(iterable):
    return _cycle(iterable.__iter__())


def _chain(its):
    for iterable in its:
        it = iterable.__iter__()
        while it._has_next():
            yield it.__next__()


def _chain1(a):
    return _chain((a,))


def _chain2(a, b):
    return _chain_gen2(a.__iter__(), b.__iter__())


def _chain_gen2(ia, ib):
    while ia._has_next():
        yield ia.__next__()
    while ib._has_next():
        yield ib.__next__()


def _chain3(a, b, c):
    return _chain2(_chain2(a, b), c)


def _chain4(a, b, c, d):
    return _chain2(_chain2(a, b), _chain2(c, d))


def _chain_args(*iterables):
    return _chain(iterables)


def chain(*iterables):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _chain(iterables)


def _chain_from_iterable(iterables):
    return _chain(iterables)


def _islice_gen(it, start: int, stop: int, step: int):
    # CPython's islice_next: skip to the next index, never read past stop (-1: no stop).
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            if not it._has_next():
                return
            it.__next__()
            cnt += 1
        if stop != -1 and cnt >= stop:
            return
        if not it._has_next():
            return
        x = it.__next__()
        cnt += 1
        nxt += step
        if stop != -1 and nxt > stop:
            nxt = stop
        yield x


def _islice_check(start: int, stop: int, step: int) -> None:
    # CPython's quirks kept: a given stop of -1 is the "Stop argument" error, one below -1
    # "Indices" (None is passed as -1 after this check).
    if stop == -1:
        _raise("ValueError", "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    if start < 0 or stop < -1:
        _raise("ValueError", "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.")
    if step < 1:
        _raise("ValueError", "Step for islice() must be a positive integer or None.")


def _islice_stop(iterable, stop):
    it = iterable.__iter__()
    if stop is None:
        return _islice_gen(it, 0, -1, 1)
    _islice_check(0, stop, 1)
    return _islice_gen(it, 0, stop, 1)


def _islice(iterable, start, stop, step=None):
    it = iterable.__iter__()
    a = 0
    if start is not None:
        a = start
    s = 1
    if step is not None:
        s = step
    if stop is None:
        _islice_check(a, 0, s)
        return _islice_gen(it, a, -1, s)
    _islice_check(a, stop, s)
    return _islice_gen(it, a, stop, s)


def islice(iterable, *args):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _islice(iterable, None, None)


def _product0():
    yield ()


def _product1(a):
    return _product1_gen(list(a))


def _product1_gen(pa):
    for x in pa:
        yield (x,)


def _product2(a, b):
    return _product2_gen(list(a), list(b))


def _product2_gen(pa, pb):
    for x in pa:
        for y in pb:
            yield x, y


def _product3(a, b, c):
    return _product3_gen(list(a), list(b), list(c))


def _product3_gen(pa, pb, pc):
    for x in pa:
        for y in pb:
            for z in pc:
                yield x, y, z


def _product_repeat(iterable, r: int, mk):
    if r < 0:
        _raise("ValueError", "repeat argument cannot be negative")
    return _product_repeat_gen(list(iterable), r, mk)


def _product_repeat_gen(pool, r: int, mk):
    n = len(pool)
    if n == 0 and r > 0:
        return
    ix = [0] * r
    yield mk(pool, ix)
    while True:
        i = r - 1
        while i >= 0 and ix[i] == n - 1:
            ix[i] = 0
            i -= 1
        if i < 0:
            return
        ix[i] += 1
        yield mk(pool, ix)


def product(*iterables, repeat=1):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _product0()


def _check_r(r: int) -> None:
    if r < 0:
        _raise("ValueError", "r must be non-negative")


def _permutations(iterable, r: int, mk):
    _check_r(r)
    return _permutations_gen(list(iterable), r, mk)


def _permutations_gen(pool, r: int, mk):
    n = len(pool)
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield mk(pool, indices)
    while n:
        i = r - 1
        while i >= 0:
            cycles[i] -= 1
            if cycles[i] == 0:
                # rotate indices[i:] left by one
                first = indices[i]
                for k in range(i, n - 1):
                    indices[k] = indices[k + 1]
                indices[n - 1] = first
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[n - j] = indices[n - j], indices[i]
                yield mk(pool, indices)
                break
            i -= 1
        if i < 0:
            return


def permutations(iterable, r=None):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _product0()


def _combinations(iterable, r: int, mk):
    _check_r(r)
    return _combinations_gen(list(iterable), r, mk)


def _combinations_gen(pool, r: int, mk):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield mk(pool, indices)
    while True:
        i = r - 1
        while i >= 0 and indices[i] == i + n - r:
            i -= 1
        if i < 0:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield mk(pool, indices)


def combinations(iterable, r):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _product0()


def _combinations_with_replacement(iterable, r: int, mk):
    _check_r(r)
    return _cwr_gen(list(iterable), r, mk)


def _cwr_gen(pool, r: int, mk):
    n = len(pool)
    if n == 0 and r > 0:
        return
    indices = [0] * r
    yield mk(pool, indices)
    while True:
        i = r - 1
        while i >= 0 and indices[i] == n - 1:
            i -= 1
        if i < 0:
            return
        v = indices[i] + 1
        for j in range(i, r):
            indices[j] = v
        yield mk(pool, indices)


def combinations_with_replacement(iterable, r):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _product0()


def _zip_longest2(a, b, fillvalue=None):
    return _zip_longest2_gen(a.__iter__(), b.__iter__(), fillvalue)


def _zip_longest2_gen(ia, ib, fillvalue):
    while True:
        ha = ia._has_next()
        hb = ib._has_next()
        if not ha and not hb:
            return
        x = ia.__next__() if ha else fillvalue
        y = ib.__next__() if hb else fillvalue
        yield x, y


def _zip_longest3(a, b, c, fillvalue=None):
    return _zip_longest3_gen(a.__iter__(), b.__iter__(), c.__iter__(), fillvalue)


def _zip_longest3_gen(ia, ib, ic, fillvalue):
    while True:
        ha = ia._has_next()
        hb = ib._has_next()
        hc = ic._has_next()
        if not ha and not hb and not hc:
            return
        x = ia.__next__() if ha else fillvalue
        y = ib.__next__() if hb else fillvalue
        z = ic.__next__() if hc else fillvalue
        yield x, y, z


def zip_longest(*iterables, fillvalue=None):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _product0()


def _accumulate(it, func, total):
    yield total
    while it._has_next():
        x = it.__next__()
        if func is None:
            total = total + x
        else:
            total = func(total, x)
        yield total


def accumulate(iterable, func=None, *, initial=None):
    it = iterable.__iter__()
    if initial is None:
        if not it._has_next():
            return _accumulate_empty(it, func)
        return _accumulate(it, func, it.__next__())
    return _accumulate(it, func, initial)


def _accumulate_empty(it, func):
    while it._has_next():
        x = it.__next__()
        yield x


def takewhile(predicate, iterable):
    return _takewhile(predicate, iterable.__iter__())


def _takewhile(predicate, it):
    while it._has_next():
        x = it.__next__()
        if not predicate(x):
            return
        yield x


def dropwhile(predicate, iterable):
    return _dropwhile(predicate, iterable.__iter__())


def _dropwhile(predicate, it):
    while it._has_next():
        x = it.__next__()
        if not predicate(x):
            yield x
            break
    while it._has_next():
        x = it.__next__()
        yield x


def starmap(function, iterable):
    return _starmap(function, iterable.__iter__())


def _starmap(function, it):
    while it._has_next():
        args = it.__next__()
        yield function(*args)


def compress(data, selectors):
    return _compress(data.__iter__(), selectors.__iter__())


def _compress(data, selectors):
    while data._has_next() and selectors._has_next():
        x = data.__next__()
        if selectors.__next__():
            yield x


def filterfalse(predicate, iterable):
    return _filterfalse(predicate, iterable.__iter__())


def _filterfalse(predicate, it):
    while it._has_next():
        x = it.__next__()
        if predicate is None:
            if not x:
                yield x
        elif not predicate(x):
            yield x


def pairwise(iterable):
    return _pairwise(iterable.__iter__())


def _pairwise(it):
    if not it._has_next():
        return
    a = it.__next__()
    while it._has_next():
        b = it.__next__()
        yield a, b
        a = b


def _key_of(keyfunc, v):
    if keyfunc is None:
        return v
    return keyfunc(v)


def _groupby(it, keyfunc):
    # The equivalent CPython's documentation gives: each group is a generator over the shared
    # iterator; moving to the next group first runs the current one to its end.
    if not it._has_next():
        return
    curr_value = it.__next__()
    curr_key = _key_of(keyfunc, curr_value)
    exhausted = False

    def grouper(target_key):
        nonlocal curr_value, curr_key, exhausted
        yield curr_value
        while it._has_next():
            curr_value = it.__next__()
            curr_key = _key_of(keyfunc, curr_value)
            if not (curr_key == target_key):
                return
            yield curr_value
        exhausted = True

    while not exhausted:
        target_key = curr_key
        group = grouper(target_key)
        yield curr_key, group
        if curr_key == target_key:
            while group._has_next():
                group.__next__()


def groupby(iterable, key=None):
    return _groupby(iterable.__iter__(), key)


def _tee(iterable, n: int, mk):
    # Each of the n iterators reads from its own queue; the first to need a value reads it
    # from the shared iterator and appends it to every queue.
    if n < 0:
        _raise("ValueError", "n must be >= 0")
    it = iterable.__iter__()
    queues = [_tee_queue(it) for _ in range(n)]
    gens = [_tee_gen(it, q, queues) for q in queues]
    return mk(gens, list(range(n)))


def _tee_queue(it):
    q = [it.__next__() for _ in range(0)]
    return q


def _tee_gen(it, mine, queues):
    head = 0
    while True:
        if head == len(mine):
            if not it._has_next():
                return
            x = it.__next__()
            for q in queues:
                q.append(x)
        yield mine[head]
        head += 1


def tee(iterable, n=2):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _tee(iterable, 2, _tuple_of2)
