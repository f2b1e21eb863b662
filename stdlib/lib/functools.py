"""The functools module, as CPython's Lib/functools.py and Modules/_functoolsmodule.c: reduce,
partial, lru_cache and cache (memoizing on the positional arguments' tuple), cmp_to_key."""


def _reduce2(function, iterable):
    it = iterable.__iter__()
    if not it._has_next():
        _raise("TypeError", "reduce() of empty iterable with no initial value")
    value = it.__next__()
    while it._has_next():
        value = function(value, it.__next__())
    return value


def _reduce3(function, iterable, initial):
    value = initial
    it = iterable.__iter__()
    while it._has_next():
        value = function(value, it.__next__())
    return value


def reduce(function, iterable, initial):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _reduce3(function, iterable, initial)


class _partial[F, A]:
    def __init__(self, func: F, args: A):
        self.func = func
        self.args = args

    def __call__(self, *rest):
        args = self.args
        return self.func(*args, *rest)


class _partial_kw[F, A, K, C]:
    # partial(func, *args, **keywords) with keywords: caller is a lambda the checker makes at
    # the call of partial (types/variants.go), calling func with the keywords by name.
    def __init__(self, func: F, args: A, values: K, caller: C):
        self.func = func
        self.args = args
        self._values = values
        self._caller = caller

    def __call__(self, *rest):
        return self._caller(self.func, self.args, self._values, *rest)


def _partial_kw_of(func, args, values, caller):
    return _partial_kw(func, args, values, caller)


def _partial_of(func, *args):
    return _partial(func, args)


def partial(func, *args):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _partial(func, args)


class CacheInfo:
    def __init__(self, hits: int, misses: int, maxsize: int, currsize: int):
        self.hits = hits
        self.misses = misses
        self.maxsize = maxsize
        self.currsize = currsize

    def __repr__(self) -> str:
        m = "None" if self.maxsize < 0 else str(self.maxsize)
        return ("CacheInfo(hits=" + str(self.hits) + ", misses=" + str(self.misses) +
                ", maxsize=" + m + ", currsize=" + str(self.currsize) + ")")


class _lru_cache_wrapper[F]:
    # maxsize < 0: unbounded. The cache is a dict from the arguments' tuple to the result,
    # made at the first call (when its types are known); its order is the recency order.
    def __init__(self, func: F, maxsize: int) -> None:
        self.__wrapped__ = func
        self._maxsize = maxsize
        self._cache = None
        self._hits = 0
        self._misses = 0

    def __call__(self, *args):
        d = self._cache
        if d is not None and args in d:
            self._hits += 1
            r = d[args]
            if self._maxsize > 0:
                del d[args]
                d[args] = r
            return r
        self._misses += 1
        r = self.__wrapped__(*args)
        if self._maxsize == 0:
            return r
        d = self._cache
        if d is None:
            self._cache = {args: r}
            return r
        if args in d:
            # the call filled the cache for these arguments itself (recursion)
            return r
        if self._maxsize > 0 and len(d) >= self._maxsize:
            oldest = d.__iter__()
            oldest._has_next()
            del d[oldest.__next__()]
        d[args] = r
        return r

    def cache_info(self) -> CacheInfo:
        n = 0
        d = self._cache
        if d is not None:
            n = len(d)
        return CacheInfo(self._hits, self._misses, self._maxsize, n)

    def cache_clear(self) -> None:
        d = self._cache
        if d is not None:
            d.clear()
        self._hits = 0
        self._misses = 0


class _lru_decorator:
    def __init__(self, maxsize: int):
        self._maxsize = maxsize

    def __call__(self, func):
        return _lru_cache_wrapper(func, self._maxsize)


def _lru_cache(maxsize=128, typed: bool = False):
    if maxsize is None:
        return _lru_decorator(-1)
    return _lru_decorator(max(maxsize, 0))


def _lru_cache_func(user_function):
    return _lru_cache_wrapper(user_function, 128)


def lru_cache(maxsize=128, typed: bool = False):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _lru_cache(maxsize, typed)


def cache(user_function):
    return _lru_cache_wrapper(user_function, -1)


class _cmp_key[F, T]:
    def __init__(self, cmp: F, obj: T):
        self._cmp = cmp
        self.obj = obj

    def __lt__(self, other: _cmp_key[F, T]) -> bool:
        return self._cmp(self.obj, other.obj) < 0

    def __gt__(self, other: _cmp_key[F, T]) -> bool:
        return self._cmp(self.obj, other.obj) > 0

    def __eq__(self, other: _cmp_key[F, T]) -> bool:
        return self._cmp(self.obj, other.obj) == 0

    def __le__(self, other: _cmp_key[F, T]) -> bool:
        return self._cmp(self.obj, other.obj) <= 0

    def __ge__(self, other: _cmp_key[F, T]) -> bool:
        return self._cmp(self.obj, other.obj) >= 0


class _cmp_to_key[F]:
    def __init__(self, cmp: F):
        self._cmp = cmp

    def __call__(self, obj):
        return _cmp_key(self._cmp, obj)


def cmp_to_key(mycmp):
    return _cmp_to_key(mycmp)
