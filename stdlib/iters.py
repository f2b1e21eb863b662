# Builtins over iterables: range objects, enumerate, zip, map, filter, reversed, iter, next,
# sorted, sum, any, all, min and max. The checker calls min, max, sum, sorted, zip, map, filter and reversed
# through the
# _-prefixed functions here, chosen by their arguments (types/builtins_iter.go).
# Iterators are Kiln iterators: _has_next() then __next__(), and __iter__ returning themselves.


class range:
    _start: int
    _stop: int
    _step: int

    def __init__(self, a: int, b=None, step: int = 1):
        if b is None:
            self._start = 0
            self._stop = a
        else:
            self._start = a
            self._stop = b
        _check_range_step(step)
        self._step = step

    def __len__(self) -> int:
        n = _range_count(self._start, self._stop, self._step)
        if n < 0:
            _raise("OverflowError", "int overflow: the result does not fit in Kiln's 64-bit int")
        return n

    def __bool__(self) -> bool:
        return self.__len__() != 0

    @overload
    def __getitem__(self, i: int) -> int:
        n = self.__len__()
        if i < 0:
            i += n
        if i < 0 or i >= n:
            _raise("IndexError", "range object index out of range")
        # Wrapping: the item fits, i * step and the sum's other parts may not.
        return self._start._add_wrap(i._mul_wrap(self._step))

    @overload
    def __getitem__(self, s: slice):
        # compute_slice: the slice's indices into the range, mapped to its values.
        a, b, c = s.indices(self.__len__())
        return range(self._start + a * self._step, self._start + b * self._step, self._step * c)

    def __contains__(self, x: int) -> bool:
        step = self._step
        if step > 0:
            if x < self._start or x >= self._stop:
                return False
        elif x > self._start or x <= self._stop:
            return False
        return _range_steps(x, self._start, step) >= 0

    def index(self, x: int) -> int:
        if not self.__contains__(x):
            _raise("ValueError", str(x) + " is not in range")
        return _range_steps(x, self._start, self._step)

    def count(self, x: int) -> int:
        return 1 if self.__contains__(x) else 0

    def __iter__(self) -> _range_iter:
        return _range_iter(self._start, self.__len__(), self._step)

    def __eq__(self, other) -> bool:
        n = self.__len__()
        if n != other.__len__():
            return False
        if n == 0:
            return True
        if self._start != other._start:
            return False
        return n == 1 or self._step == other._step

    def __repr__(self) -> str:
        s = "range(" + str(self._start) + ", " + str(self._stop)
        if self._step != 1:
            s = s + ", " + str(self._step)
        return s + ")"


# The length of range(lo, hi, step), step != 0, or a negative number where it is above
# 2**63 - 1 (range(-2**63, 2**63 - 1)). Unsigned: the distance |hi - lo| and |step| may not fit
# in an int where the length does (range(5, -2**63, -2**63) has 2 items), and their unsigned
# wrap-around values are exact (below 2**64); so is the quotient plus 1, read as signed.
@llvm
def _range_count(lo: int, hi: int, step: int) -> int:
    """
    %neg = icmp slt i64 %step, 0
    %up = sub i64 %hi, %lo
    %down = sub i64 %lo, %hi
    %d = select i1 %neg, i64 %down, i64 %up
    %lt = icmp slt i64 %lo, %hi
    %gt = icmp sgt i64 %lo, %hi
    %some = select i1 %neg, i1 %gt, i1 %lt
    %minus = sub i64 0, %step
    %s = select i1 %neg, i64 %minus, i64 %step
    %d1 = sub i64 %d, 1
    %q = udiv i64 %d1, %s
    %n = add i64 %q, 1
    %r = select i1 %some, i64 %n, i64 0
    ret i64 %r
    """


# How many steps from start reach x, which lies between start and the range's stop, or -1
# where no whole number does. Unsigned, as in _range_count: |x - start| and |step| may not
# fit in an int (x = 2**63 - 2 in range(-2**63, 2**63 - 1, 2**63 - 1)); the quotient does.
@llvm
def _range_steps(x: int, start: int, step: int) -> int:
    """
    %neg = icmp slt i64 %step, 0
    %up = sub i64 %x, %start
    %down = sub i64 %start, %x
    %d = select i1 %neg, i64 %down, i64 %up
    %minus = sub i64 0, %step
    %s = select i1 %neg, i64 %minus, i64 %step
    %q = udiv i64 %d, %s
    %r = urem i64 %d, %s
    %whole = icmp eq i64 %r, 0
    %k = select i1 %whole, i64 %q, i64 -1
    ret i64 %k
    """


class _range_iter:
    _next: int
    _left: int
    _step: int

    def __init__(self, start: int, n: int, step: int):
        self._next = start
        self._left = n
        self._step = step

    def __iter__(self) -> _range_iter:
        return self

    def _has_next(self) -> bool:
        return self._left > 0

    def __next__(self) -> int:
        x = self._next
        self._left -= 1
        if self._left > 0:
            self._next = x._add_wrap(self._step)  # exact: the next item fits
        return x


class enumerate[I]:
    def __init__(self, iterable: I, start: int = 0):
        self._it = iterable.__iter__()
        self._i = start

    def __iter__(self) -> enumerate[I]:
        return self

    def _has_next(self) -> bool:
        return self._it._has_next()

    def __next__(self):
        i = self._i
        self._i = i + 1
        return i, self._it.__next__()


class _zip2[A, B]:
    def __init__(self, a: A, b: B):
        self._a = a.__iter__()
        self._b = b.__iter__()

    def __iter__(self) -> _zip2[A, B]:
        return self

    def _has_next(self) -> bool:
        return self._a._has_next() and self._b._has_next()

    def __next__(self):
        x = self._a.__next__()
        return x, self._b.__next__()


class _zip3[A, B, C]:
    def __init__(self, a: A, b: B, c: C):
        self._a = a.__iter__()
        self._b = b.__iter__()
        self._c = c.__iter__()

    def __iter__(self) -> _zip3[A, B, C]:
        return self

    def _has_next(self) -> bool:
        return self._a._has_next() and self._b._has_next() and self._c._has_next()

    def __next__(self):
        x = self._a.__next__()
        y = self._b.__next__()
        return x, y, self._c.__next__()


class _map1[F, I]:
    def __init__(self, f: F, iterable: I):
        self._f = f
        self._it = iterable.__iter__()

    def __iter__(self) -> _map1[F, I]:
        return self

    def _has_next(self) -> bool:
        return self._it._has_next()

    def __next__(self):
        return self._f(self._it.__next__())


class _map2[F, A, B]:
    def __init__(self, f: F, a: A, b: B):
        self._f = f
        self._a = a.__iter__()
        self._b = b.__iter__()

    def __iter__(self) -> _map2[F, A, B]:
        return self

    def _has_next(self) -> bool:
        return self._a._has_next() and self._b._has_next()

    def __next__(self):
        x = self._a.__next__()
        return self._f(x, self._b.__next__())


class _filter[F, I]:
    def __init__(self, f: F, iterable: I):
        self._f = f
        self._it = iterable.__iter__()
        self._ready = False

    def __iter__(self) -> _filter[F, I]:
        return self

    def _has_next(self) -> bool:
        # Finds the next element the function keeps and holds it for __next__.
        if self._ready:
            return True
        it = self._it
        while it._has_next():
            x = it.__next__()
            if self._f(x):
                self._x = x
                self._ready = True
                return True
        return False

    def __next__(self):
        self._has_next()
        self._ready = False
        return self._x


class _filter_true[I]:
    # filter(None, iterable): the elements that are true.
    def __init__(self, none, iterable: I):
        self._it = iterable.__iter__()
        self._ready = False

    def __iter__(self) -> _filter_true[I]:
        return self

    def _has_next(self) -> bool:
        if self._ready:
            return True
        it = self._it
        while it._has_next():
            x = it.__next__()
            if x:
                self._x = x
                self._ready = True
                return True
        return False

    def __next__(self):
        self._has_next()
        self._ready = False
        return self._x


class _reversed[T]:
    _list: list[T]
    _i: int

    def __init__(self, seq: list[T]):
        self._list = seq
        self._i = seq._len

    def __iter__(self) -> _reversed[T]:
        return self

    def _has_next(self) -> bool:
        return self._i > 0

    def __next__(self) -> T:
        self._i -= 1
        return self._list._data[self._i]


def _reversed_method(x):
    return x.__reversed__()


class _reversed_str:
    # reversed(s): s's code points from its end, walking back over UTF-8 continuation bytes.
    _s: str
    _i: int

    def __init__(self, s: str):
        self._s = s
        self._i = s._blen()

    def __iter__(self) -> _reversed_str:
        return self

    def _has_next(self) -> bool:
        return self._i > 0

    def __next__(self) -> str:
        p = self._s._ptr()
        end = self._i
        j = end - 1
        c = _load_byte(p, j)
        if c < 0x80:
            self._i = j
            return _ascii_char(c)
        while (_load_byte(p, j) & 0xC0) == 0x80:
            j -= 1
        self._i = j
        return self._s._sub(j, end)


def _reversed_range(r):
    n = r.__len__()
    # Wrapping, as _range_iter adds its step: the last item fits where (n - 1) * step may
    # not, and -step wraps for -2**63 to the step that reaches the items all the same.
    return _range_iter(r._start._add_wrap((n - 1)._mul_wrap(r._step)), n, (0)._sub_wrap(r._step))


def iter(x):
    return x.__iter__()


def next(it, default=None):
    if default is None:
        # next(it): the element's own type, not an Optional (the checker drops the rest).
        if not it._has_next():
            _raise("StopIteration", "")
        return it.__next__()
    if it._has_next():
        return it.__next__()
    return default


def _next_or(it, default):
    # next(it, default) with a default given, None included (the checker calls this).
    if it._has_next():
        return it.__next__()
    return default


def _sorted(iterable, key=None, reverse: bool = False):
    r = list(iterable)
    r.sort(key=key, reverse=reverse)
    return r


def _sorted_list(l, key=None, reverse: bool = False):
    # sorted() of a list (types/builtins_iter.go): see list._sorted_copy.
    return l._sorted_copy(key, reverse)


def any(iterable) -> bool:
    for x in iterable:
        if x:
            return True
    return False


def all(iterable) -> bool:
    for x in iterable:
        if not x:
            return False
    return True


def _sum(iterable, start=0):
    total = start
    for x in iterable:
        total = total + x
    return total


def _sum_float(iterable, start=0):
    # sum of floats from an int start: the total is a float from the first addition on.
    total = 0.0 + start
    for x in iterable:
        total = total + x
    return total


def _min2(a, b, key=None):
    if key is None:
        return b if b < a else a
    return b if key(b) < key(a) else a


def _max2(a, b, key=None):
    if key is None:
        return b if b > a else a
    return b if key(b) > key(a) else a


def _min_iter(iterable, key=None):
    it = iterable.__iter__()
    if not it._has_next():
        _raise("ValueError", "min() arg is an empty sequence")
    return _min_rest(it, key)


def _max_iter(iterable, key=None):
    it = iterable.__iter__()
    if not it._has_next():
        _raise("ValueError", "max() arg is an empty sequence")
    return _max_rest(it, key)


def _min_default(iterable, key=None, default=None):
    it = iterable.__iter__()
    if not it._has_next():
        return default
    return _min_rest(it, key)


def _max_default(iterable, key=None, default=None):
    it = iterable.__iter__()
    if not it._has_next():
        return default
    return _max_rest(it, key)


def _min_args(*args, key=None):
    return _min_rest(list(args).__iter__(), key)


def _max_args(*args, key=None):
    return _max_rest(list(args).__iter__(), key)


def _min_rest(it, key):
    # CPython's min_max: the first item that no later item is less than.
    best = it.__next__()
    if key is None:
        while it._has_next():
            x = it.__next__()
            if x < best:
                best = x
        return best
    best_key = key(best)
    while it._has_next():
        x = it.__next__()
        k = key(x)
        if k < best_key:
            best = x
            best_key = k
    return best


def _max_rest(it, key):
    best = it.__next__()
    if key is None:
        while it._has_next():
            x = it.__next__()
            if x > best:
                best = x
        return best
    best_key = key(best)
    while it._has_next():
        x = it.__next__()
        k = key(x)
        if k > best_key:
            best = x
            best_key = k
    return best


def _tuple_count(t, x) -> int:
    k = 0
    for y in t:
        if y == x:
            k += 1
    return k


def _tuple_index(t, x, start: int = 0, end: int = 9223372036854775807) -> int:
    n = len(t)
    start = _clamp_index(start, n)
    end = _clamp_index(end, n)
    i = 0
    for y in t:
        if i >= start and i < end and y == x:
            return i
        i += 1
    _raise("ValueError", "tuple.index(x): x not in tuple")
    return -1


# The steps of sum, any, all, min and max over a generator expression once the genreduce
# pass has turned the generator into a loop (passes/genreduce.go): the same operations as
# _sum, _sum_float, any, all, _min_rest and _max_rest above.


def _gx_add(total, x):
    return total + x


def _gx_float(start) -> float:
    return 0.0 + start


def _gx_truth(x) -> bool:
    if x:
        return True
    return False


def _gx_lt(x, best) -> bool:
    if x < best:
        return True
    return False


def _gx_gt(x, best) -> bool:
    if x > best:
        return True
    return False


# min and max of two ints, the step of min(g) and max(g) of ints (passes/genreduce.go,
# intMinMax): a select, which LLVM makes its smin and smax.
def _gx_min(x: int, best: int) -> int:
    return x if x < best else best


def _gx_max(x: int, best: int) -> int:
    return x if x > best else best


# The parts of a filtered int min or max's step without a branch (passes/genreduce.go,
# filteredMinMax): the item or the far end of int's range, and whether no item has come yet.
def _gx_if(keep: bool, x: int, far: int) -> int:
    return x if keep else far


def _gx_still(first: bool, keep: bool) -> bool:
    return not keep and first


# A named tuple's _replace(x=None, ...): a field not given keeps its value. (types/namedtuple.go)
class _nt_pick:
    @overload
    def pick(self, new: None, old):
        return old

    @overload
    def pick(self, new, old):
        return new
