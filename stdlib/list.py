# Helpers of list's methods (in builtins.py): index clamping, reversal and the stable sort.


def _clamp_index(i: int, n: int) -> int:
    # A start or end index as list.index and list.insert clamp it into [0, n].
    if i < 0:
        i += n
        if i < 0:
            return 0
    if i > n:
        return n
    return i


def _reverse_ptr(p, lo: int, hi: int) -> None:
    hi -= 1
    while lo < hi:
        x = p[lo]
        p[lo] = p[hi]
        p[hi] = x
        lo += 1
        hi -= 1


# Sorting: a stable merge sort (insertion sort below _SORT_RUN elements) that moves equal
# elements only forward, so CPython's results are reproduced for every total order.
# reverse=True reverses, sorts and reverses again, as CPython's list.sort does.


def _insertion_sort(a, lo: int, hi: int) -> None:
    i = lo + 1
    while i < hi:
        x = a[i]
        j = i
        while j > lo and x < a[j - 1]:
            a[j] = a[j - 1]
            j -= 1
        a[j] = x
        i += 1


def _merge_sort(a, tmp, lo: int, hi: int) -> None:
    if hi - lo <= 24:
        _insertion_sort(a, lo, hi)
        return
    mid = (lo + hi) >> 1
    _merge_sort(a, tmp, lo, mid)
    _merge_sort(a, tmp, mid, hi)
    if not (a[mid] < a[mid - 1]):
        return  # the halves are already in order
    nl = mid - lo
    (a + lo)._copy(tmp, nl)
    i = 0
    j = mid
    k = lo
    while i < nl and j < hi:
        y = a[j]
        x = tmp[i]
        if y < x:
            a[k] = y
            j += 1
        else:
            a[k] = x
            i += 1
        k += 1
    if i < nl:
        (tmp + i)._copy(a + k, nl - i)


def _insertion_sort_keyed(keys, vals, lo: int, hi: int) -> None:
    i = lo + 1
    while i < hi:
        x = keys[i]
        v = vals[i]
        j = i
        while j > lo and x < keys[j - 1]:
            keys[j] = keys[j - 1]
            vals[j] = vals[j - 1]
            j -= 1
        keys[j] = x
        vals[j] = v
        i += 1


def _merge_sort_keyed(keys, vals, ktmp, vtmp, lo: int, hi: int) -> None:
    if hi - lo <= 24:
        _insertion_sort_keyed(keys, vals, lo, hi)
        return
    mid = (lo + hi) >> 1
    _merge_sort_keyed(keys, vals, ktmp, vtmp, lo, mid)
    _merge_sort_keyed(keys, vals, ktmp, vtmp, mid, hi)
    if not (keys[mid] < keys[mid - 1]):
        return
    nl = mid - lo
    (keys + lo)._copy(ktmp, nl)
    (vals + lo)._copy(vtmp, nl)
    i = 0
    j = mid
    k = lo
    while i < nl and j < hi:
        y = keys[j]
        x = ktmp[i]
        if y < x:
            keys[k] = y
            vals[k] = vals[j]
            j += 1
        else:
            keys[k] = x
            vals[k] = vtmp[i]
            i += 1
        k += 1
    if i < nl:
        (ktmp + i)._copy(keys + k, nl - i)
        (vtmp + i)._copy(vals + k, nl - i)


# List concatenation (the listconcat pass): l1 + l2[a:b] + [x] + l3 becomes one list of the
# total length, built by these helpers. _lcat_bounds clamps a slice of l as slice.indices does
# (str.py) and returns (start, step, count); the has_ flags say which bounds were given.


def _lcat_bounds(l, a: int, has_a: bool, b: int, has_b: bool, c: int, has_c: bool) -> tuple[int, int, int]:
    length = l._len
    step = 1
    if has_c:
        step = c
        if step == 0:
            _raise("ValueError", "slice step cannot be zero")
    lower = 0
    upper = length
    if step < 0:
        lower = -1
        upper = length - 1
    start = upper if step < 0 else lower
    if has_a:
        start = a
        if start < 0:
            start += length
            if start < lower:
                start = lower
        elif start > upper:
            start = upper
    stop = lower if step < 0 else upper
    if has_b:
        stop = b
        if stop < 0:
            stop += length
            if stop < lower:
                stop = lower
        elif stop > upper:
            stop = upper
    return start, step, _slice_len(start, stop, step)


def _lcat_copy(r, l) -> None:
    # Appends the items of l to r, whose capacity was reserved.
    n = l._len
    if n > 0:
        l._data._copy(r._data + r._len, n)
        r._len += n


def _lcat_copy_slice(r, l, start: int, step: int, count: int) -> None:
    # Appends count items of l from start by step to r, whose capacity was reserved.
    k = r._len
    if step == 1:
        if count > 0:
            (l._data + start)._copy(r._data + k, count)
    else:
        d = r._data
        s = l._data
        for i in range(count):
            d[k + i] = s[start + i * step]
    r._len = k + count


def _lcat_put(r, x) -> None:
    # Appends x to r, whose capacity was reserved.
    k = r._len
    r._data[k] = x
    r._len = k + 1


# Sorting strs: each str's first 8 bytes, big-endian with the top bit flipped, is an int key
# whose signed order is the strs' byte order (code point order) on those bytes; the merge sort
# compares the keys, which sit in one array, and reads the strs' bytes only when two keys are
# equal. This is the same stable merge sort as above, on (key, str) pairs.


def _sort_strs(a: Ptr[str], n: int) -> None:
    keys = Ptr[int](n)
    for i in range(n):
        keys[i] = a[i]._prefix_key()
    _merge_sort_str(keys, a, Ptr[int](n >> 1), Ptr[str](n >> 1), 0, n)


def _str_tie_lt(s1: str, s2: str) -> bool:
    # s1 < s2 for two strs whose keys are equal: when one of them has at most 8 bytes, it is
    # a prefix of the other (the key's padding is zeros), so the lengths decide without
    # reading the bytes (a cache miss per str).
    n1 = s1._blen()
    n2 = s2._blen()
    if n1 <= 8 or n2 <= 8:
        return n1 < n2
    return s1._cmp(s2) < 0


def _str_key_lt(k1: int, s1: str, k2: int, s2: str) -> bool:
    if k1 != k2:
        return k1 < k2
    return _str_tie_lt(s1, s2)


def _insertion_sort_str(keys: Ptr[int], vals: Ptr[str], lo: int, hi: int) -> None:
    i = lo + 1
    while i < hi:
        x = keys[i]
        v = vals[i]
        j = i
        while j > lo and _str_key_lt(x, v, keys[j - 1], vals[j - 1]):
            keys[j] = keys[j - 1]
            vals[j] = vals[j - 1]
            j -= 1
        keys[j] = x
        vals[j] = v
        i += 1


def _merge_sort_str(keys: Ptr[int], vals: Ptr[str], ktmp: Ptr[int], vtmp: Ptr[str], lo: int, hi: int) -> None:
    if hi - lo <= 24:
        _insertion_sort_str(keys, vals, lo, hi)
        return
    mid = (lo + hi) >> 1
    _merge_sort_str(keys, vals, ktmp, vtmp, lo, mid)
    _merge_sort_str(keys, vals, ktmp, vtmp, mid, hi)
    if not _str_key_lt(keys[mid], vals[mid], keys[mid - 1], vals[mid - 1]):
        return
    nl = mid - lo
    (keys + lo)._copy(ktmp, nl)
    (vals + lo)._copy(vtmp, nl)
    i = 0
    j = mid
    k = lo
    while i < nl and j < hi:
        # Without a branch on the comparison (selects), which random orders mispredict.
        y = keys[j]
        x = ktmp[i]
        vy = vals[j]
        vx = vtmp[i]
        t = y < x
        if y == x:
            t = _str_tie_lt(vy, vx)
        keys[k] = y if t else x
        vals[k] = vy if t else vx
        d = 1 if t else 0
        j += d
        i += 1 - d
        k += 1
    if i < nl:
        (ktmp + i)._copy(keys + k, nl - i)
        (vtmp + i)._copy(vals + k, nl - i)


def _list_item(l, i: int):
    # Item i of l for a for-loop over l (passes/listiter.go), which has just tested i < l._len.
    return l._data[i]
