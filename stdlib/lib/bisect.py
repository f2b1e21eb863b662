"""The bisect module: binary search and insertion in sorted lists, as CPython's
Modules/_bisectmodule.c (Lib/bisect.py), with lo, hi and key=."""


def _hi(a, hi) -> int:
    # The C module takes hi=-1 for len(a), as it takes None.
    h = -1
    if hi is not None:
        h = hi
    if h == -1:
        h = len(a)
    return h


def bisect_right(a, x, lo: int = 0, hi=None, *, key=None) -> int:
    if lo < 0:
        _raise("ValueError", "lo must be non-negative")
    h = _hi(a, hi)
    if key is None:
        while lo < h:
            mid = (lo + h) // 2
            if x < a[mid]:
                h = mid
            else:
                lo = mid + 1
    else:
        while lo < h:
            mid = (lo + h) // 2
            if x < key(a[mid]):
                h = mid
            else:
                lo = mid + 1
    return lo


def bisect_left(a, x, lo: int = 0, hi=None, *, key=None) -> int:
    if lo < 0:
        _raise("ValueError", "lo must be non-negative")
    h = _hi(a, hi)
    if key is None:
        while lo < h:
            mid = (lo + h) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                h = mid
    else:
        while lo < h:
            mid = (lo + h) // 2
            if key(a[mid]) < x:
                lo = mid + 1
            else:
                h = mid
    return lo


def bisect(a, x, lo: int = 0, hi=None, *, key=None) -> int:
    return bisect_right(a, x, lo, hi, key=key)


def insort_right(a, x, lo: int = 0, hi=None, *, key=None) -> None:
    if key is None:
        a.insert(bisect_right(a, x, lo, hi), x)
    else:
        a.insert(bisect_right(a, key(x), lo, hi, key=key), x)


def insort_left(a, x, lo: int = 0, hi=None, *, key=None) -> None:
    if key is None:
        a.insert(bisect_left(a, x, lo, hi), x)
    else:
        a.insert(bisect_left(a, key(x), lo, hi, key=key), x)


def insort(a, x, lo: int = 0, hi=None, *, key=None) -> None:
    insort_right(a, x, lo, hi, key=key)
