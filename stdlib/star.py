# Calls with a list as *argument (types/star.go): print(*xs) joins the items' strs, and f(*xs)
# spreads a list over f's parameters after checking its length as CPython does.


def _star_strs(xs) -> list[str]:
    # The strs print(*xs) writes for an iterable xs.
    return [str(x) for x in xs]


def _star_str(x) -> list[str]:
    # The str print(a, *xs) writes for a.
    return [str(x)]


def _star_join(sep: str, parts: list[str]) -> str:
    return sep.join(parts)


def _star_arg(xs, i: int, k: int, before: int, fname: str, names: str):
    # Item i of the list xs spread over the k parameters of fname that follow before positional
    # arguments; names are all of fname's positional parameters, separated by spaces.
    if i == 0:
        n = len(xs)
        if n != k:
            _star_count_error(before + n, before + k, fname, names)
    return xs[i]


def _star_count_error(given: int, want: int, fname: str, names: str) -> None:
    if given > want:
        s = "" if want == 1 else "s"
        was = " was given" if given == 1 else " were given"
        _raise("TypeError", fname + "() takes " + str(want) + " positional argument" + s + " but " + str(given) + was)
    missing = names.split(" ")[given:]
    quoted = ["'" + m + "'" for m in missing]
    if len(quoted) == 1:
        _raise("TypeError", fname + "() missing 1 required positional argument: " + quoted[0])
    if len(quoted) == 2:
        listed = quoted[0] + " and " + quoted[1]
    else:
        listed = ", ".join(quoted[:-1]) + ", and " + quoted[-1]
    _raise("TypeError", fname + "() missing " + str(len(quoted)) + " required positional arguments: " + listed)


class _vtuple[T]:
    # A tuple whose length is known only when it runs: each item of zip(*rows). It prints,
    # compares and iterates as a tuple.
    _items: list[T]

    def __init__(self, items: list[T]):
        self._items = items

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return len(self._items) != 0

    def __getitem__(self, i: int) -> T:
        n = len(self._items)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            _raise("IndexError", "tuple index out of range")
        return self._items[i]

    def __iter__(self) -> _list_iter[T]:
        return self._items.__iter__()

    def __contains__(self, x: T) -> bool:
        return x in self._items

    def __eq__(self, other: _vtuple[T]) -> bool:
        return self._items == other._items

    def __ne__(self, other: _vtuple[T]) -> bool:
        return self._items != other._items

    def __lt__(self, other: _vtuple[T]) -> bool:
        return self._items < other._items

    def __le__(self, other: _vtuple[T]) -> bool:
        return self._items <= other._items

    def __gt__(self, other: _vtuple[T]) -> bool:
        return self._items > other._items

    def __ge__(self, other: _vtuple[T]) -> bool:
        return self._items >= other._items

    def __repr__(self) -> str:
        if len(self._items) == 1:
            return "(" + repr(self._items[0]) + ",)"
        return "(" + ", ".join([repr(x) for x in self._items]) + ")"

    def __str__(self) -> str:
        return self.__repr__()


class _zip_star[I]:
    # zip(*rows) for a list of iterables (types/star.go): I is the iterator type of a row.
    def __init__(self, its: list[I]):
        self._its = its

    def __iter__(self) -> _zip_star[I]:
        return self

    def _has_next(self) -> bool:
        if len(self._its) == 0:
            return False
        for it in self._its:
            if not it._has_next():
                return False
        return True

    def __next__(self):
        return _vtuple([it.__next__() for it in self._its])


def _zip_rows(rows):
    return _zip_star([r.__iter__() for r in rows])
