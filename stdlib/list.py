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
    if hi - lo <= 16:
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
    if hi - lo <= 16:
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


# The sorts' scratch arrays of ints come from _alloc_words (hash.py), those of other values
# from Ptr._scratch (builtins.py): not zeroed, every element is written before it is read; the
# large ones are handed back with _free when the sort is done. The radix sorts' bucket
# positions advance by _add_nsw: a position is below the number of items, so adding 1 cannot
# overflow (the checked + was a compare and a branch per item moved).

# Sorting ints: an LSD radix sort, a digit at a time from the least significant, each pass a
# stable distribution by counts. The digits cover only the bits in which the items differ
# (one vectorized or/and pass finds them: the bits below the lowest and above the highest of
# them are the same in every item, so they do not change the order), split into equal digits
# of up to 11 bits (8 for fewer than 65536 items, whose counters would outnumber them): 3
# passes for ints below 2**27, 1 for keys below 2048. The digits are those of x ^ -2**63, whose
# unsigned order is x's signed order. One pass over the items first counts all the digits, and
# a pass on a digit that all items share is skipped. Input already in order is left as it is.
# Small arrays go to the merge sort.


def _radix_digits(a: Ptr[int], n: int) -> tuple[int, int, int]:
    # (lowest bit, digit width, number of digits) for the items a[0:n], which are not all equal.
    ors = 0
    ands = -1
    for i in range(n):
        x = a[i]
        ors = ors | x
        ands = ands & x
    diff = ors ^ ands  # the bits in which some items differ
    lo = _low_bit(diff)
    bits = _high_bit(diff) + 1 - lo
    most = 11 if n >= 65536 else 8
    passes = (bits + most - 1) // most
    return lo, (bits + passes - 1) // passes, passes


def _radix_counts(a: Ptr[int], n: int, lo: int, width: int, passes: int, c: Ptr[int]) -> None:
    # c[p << width | d] becomes how many of a[0:n] have d as their digit p (0: least
    # significant).
    r = 1 << width
    m = r - 1
    top = -9223372036854775807 - 1
    _zero_words(c, passes << width)
    if passes == 1:
        for i in range(n):
            _count_up(c, _lshr(a[i] ^ top, lo) & m)
    elif passes == 2:
        for i in range(n):
            y = _lshr(a[i] ^ top, lo)
            _count_up(c, y & m)
            _count_up(c, r + (_lshr(y, width) & m))
    elif passes == 3:
        for i in range(n):
            y = _lshr(a[i] ^ top, lo)
            _count_up(c, y & m)
            _count_up(c, r + (_lshr(y, width) & m))
            _count_up(c, 2 * r + (_lshr(y, 2 * width) & m))
    else:
        for i in range(n):
            y = _lshr(a[i] ^ top, lo)
            for p in range(passes):
                _count_up(c, (p << width) + (y & m))
                y = _lshr(y, width)


def _count_up(c: Ptr[int], d: int) -> None:
    # c[d] += 1 for a counter of the radix sorts: a count of items, which cannot overflow.
    c[d] = c[d]._add_nsw(1)


@llvm
def _zero_words(p: Ptr[int], n: int) -> None:
    # p[0:n] = 0.
    """
    declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
    %0 = shl i64 %n, 3
    call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %0, i1 false)
    ret void
    """


def _radix_starts(c: Ptr[int], r: int, first: int, n: int) -> bool:
    # Turns the r counts of one digit into the buckets' starts; False when a single bucket
    # holds all n items (the pass would not move anything). first is the digit of an item.
    if c[first] == n:
        return False
    pos = 0
    for d in range(r):
        m = c[d]
        c[d] = pos
        pos += m
    return True


def _lsd_ints(x: Ptr[int], y: Ptr[int], s: Ptr[int], n: int, inplace: bool, lo: int, width: int, passes: int, c: Ptr[int]) -> None:
    # Sorts x[0:n] by its digits 0 to passes - 1 into y[0:n]; inplace says that y is x (else
    # x is left as it was). s, neither x nor y, has room for n: the passes move the items
    # between y and s, starting with the one that makes the last pass end in y (a copy from s
    # at the end only when y is x and the number of passes is odd). c has room for the
    # counters.
    _radix_counts(x, n, lo, width, passes, c)
    r = 1 << width
    m = r - 1
    top = -9223372036854775807 - 1
    x0 = x[0] ^ top  # an item's digits (x may be overwritten)
    moving = 0  # the passes that move items: a digit not shared by all of them
    for p in range(passes):
        if c[(p << width) + (_lshr(x0, lo + p * width) & m)] != n:
            moving += 1
    if moving == 0:
        if not inplace:
            x._copy(y, n)
        return
    src = x
    to_y = (moving & 1) == 1 and not inplace  # the first moving pass writes y
    dst = y if to_y else s
    for p in range(passes):
        cb = c + (p << width)
        shift = lo + p * width
        if _radix_starts(cb, r, _lshr(x0, shift) & m, n):
            for i in range(n):
                v = src[i]
                d = _lshr(v ^ top, shift) & m
                j = cb[d]
                dst[j] = v
                cb[d] = j._add_nsw(1)
            src = dst
            to_y = not to_y
            dst = y if to_y else s
    if to_y:  # the last pass wrote s
        s._copy(y, n)


def _sort_ints(a: Ptr[int], n: int) -> None:
    _sort_ints_to(a, a, n, True)


def _sort_ints_to(a: Ptr[int], b: Ptr[int], n: int, inplace: bool) -> None:
    # Sorts a[0:n] (n >= 1) into b[0:n]: inplace says that b is a, else a is left as it is
    # (sorted(): the items go from the list to the new one's array in the sort's first pass,
    # without a copy first).
    ordered = True
    for i in range(1, n):
        if a[i] < a[i - 1]:
            ordered = False
            break
    if ordered or n < 256:
        if not inplace:
            a._copy(b, n)
        if not ordered:
            _merge_sort(b, _alloc_words(n >> 1), 0, n)
        return
    lo, width, passes = _radix_digits(a, n)
    c = _alloc_words(passes << width)
    if passes == 1 or n < 65536:
        tmp = _alloc_words(n)
        _lsd_ints(a, b, tmp, n, inplace, lo, width, passes, c)
        tmp._free()
        c._free()
        return
    # Larger arrays: one distribution by the most significant digit, then each bucket (on
    # average n >> width items, which fit in the cache) by the others from the least
    # significant: one pass over the whole array out of the cache instead of one per digit.
    # Still stable: the buckets are in order and each is sorted stably. The distribution goes
    # to b when it is not a (the buckets are then sorted in place), else to a scratch array,
    # from which the buckets are sorted into a; the bucket passes' own scratch has room for
    # the largest bucket only, and stays in the cache.
    r = 1 << width
    m = r - 1
    top = -9223372036854775807 - 1
    shift = lo + (passes - 1) * width
    _zero_words(c, r)
    for i in range(n):
        _count_up(c, _lshr(a[i] ^ top, shift) & m)
    pos = 0
    most = 0
    for d in range(r):
        k = c[d]
        c[d] = pos
        pos += k
        if k > most:
            most = k
    tmp = b if not inplace else _alloc_words(n)
    for i in range(n):
        v = a[i]
        d = _lshr(v ^ top, shift) & m
        j = c[d]
        tmp[j] = v
        c[d] = j._add_nsw(1)
    # c[d] is the end of bucket d; its items go to b sorted
    cl = _alloc_words((passes - 1) << width)
    s = _alloc_words(most)
    start = 0
    for d in range(r):
        end = c[d]
        k = end - start
        if k > 64:
            _lsd_ints(tmp + start, b + start, s, k, not inplace, lo, width, passes - 1, cl)
        elif k > 0:
            if inplace:
                (tmp + start)._copy(b + start, k)
            _insertion_sort(b + start, 0, k)
        start = end
    s._free()
    cl._free()
    if inplace:
        tmp._free()
    c._free()


def _radix_sort_keyed(keys: Ptr[int], vals, vtmp, n: int) -> None:
    # A stable sort of vals[0:n] by their int keys: LSD radix, as _sort_ints, moving the pairs;
    # vtmp has room for n values. The last pass that moves items moves only the values (no
    # pass reads the keys after it), so a single one (key=len, a key of a few values) needs no
    # second key array.
    ordered = True
    for i in range(1, n):
        if keys[i] < keys[i - 1]:
            ordered = False
            break
    if ordered:
        return
    if n < 256:
        _merge_sort_keyed(keys, vals, _alloc_words(n >> 1), vtmp, 0, n)
        return
    lo, width, passes = _radix_digits(keys, n)
    c = _alloc_words(passes << width)
    _radix_counts(keys, n, lo, width, passes, c)
    r = 1 << width
    m = r - 1
    top = -9223372036854775807 - 1
    k0 = keys[0] ^ top  # an item's digits (keys is overwritten)
    last = -1  # the last pass that moves items
    for p in range(passes):
        if c[(p << width) + (_lshr(k0, lo + p * width) & m)] != n:
            last = p
    ksrc = keys
    kdst = keys
    if last > 0:
        kdst = _alloc_words(n)
    kscratch = kdst
    vsrc = vals
    vdst = vtmp
    moved = False
    for p in range(passes):
        cb = c + (p << width)
        shift = lo + p * width
        if p == last:
            _radix_starts(cb, r, _lshr(k0, shift) & m, n)
            for i in range(n):
                d = _lshr(ksrc[i] ^ top, shift) & m
                j = cb[d]
                vdst[j] = vsrc[i]
                cb[d] = j._add_nsw(1)
            moved = not moved
        elif _radix_starts(cb, r, _lshr(k0, shift) & m, n):
            for i in range(n):
                k = ksrc[i]
                d = _lshr(k ^ top, shift) & m
                j = cb[d]
                kdst[j] = k
                vdst[j] = vsrc[i]
                cb[d] = j._add_nsw(1)
            kt = ksrc
            ksrc = kdst
            kdst = kt
            vt = vsrc
            vsrc = vdst
            vdst = vt
            moved = not moved
    if moved:
        vdst._copy(vals, n)
    if last > 0:
        kscratch._free()
    c._free()


# List concatenation (the listconcat pass): l1 + l2[a:b] + [x] + l3 becomes one list of the
# total length, built by these helpers. _lcat_bounds clamps a slice of l as slice.indices does
# (_slice_indices, str.py) and returns (start, step, count); the has_ flags say which bounds
# were given.


def _lcat_bounds(l, a: int, has_a: bool, b: int, has_b: bool, c: int, has_c: bool) -> tuple[int, int, int]:
    start, stop, step = _slice_indices(l._len, a, has_a, b, has_b, c, has_c)
    return start, step, _slice_len(start, stop, step)


def _lcat_copy(r, l) -> None:
    # Appends the items of l to r, whose capacity was reserved.
    n = l._len
    if n > 0:
        l._data._copy_few(r._data + r._len, n)
        r._len += n


def _lcat_copy_slice(r, l, start: int, step: int, count: int) -> None:
    # Appends count items of l from start by step to r, whose capacity was reserved.
    k = r._len
    if step == 1:
        if count > 0:
            (l._data + start)._copy_few(r._data + k, count)
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
    keys = _alloc_words(n)
    ordered = True  # keys non-decreasing: the merge sort then only checks the runs
    prev = a[0]._prefix_key()
    keys[0] = prev
    for i in range(1, n):
        # the strs' bytes are cache misses (scattered among the strs freed since): the one
        # 24 items on is asked for now, so that about that many misses overlap
        if i + 24 < n:
            a[i + 24]._prefetch()
        k = a[i]._prefix_key()
        keys[i] = k
        if k < prev:
            ordered = False
        prev = k
    if ordered or n <= 64:
        ktmp = _alloc_words(n >> 1)
        vtmp = a._scratch(n >> 1)
        _merge_sort_str(keys, a, ktmp, vtmp, 0, n)
        if n > 64:
            vtmp._free()
            ktmp._free()
            keys._free()
        return
    # 256 counters per byte position, all zero between uses, then room for as many digits
    counts = _alloc_filled(16 * 256, 0)
    ktmp = _alloc_words(n)
    vtmp = a._scratch(n)
    _radix_sort_str(keys, a, ktmp, vtmp, counts, 0, n, False, False)
    vtmp._free()
    ktmp._free()
    counts._free()
    keys._free()


# An MSD radix sort on the keys' bytes: keys[lo:hi] agree on every bit outside diff (the bits
# in which some of them differ: the or of the keys xor their and, one vectorized pass); they
# are distributed by the highest byte of diff into buckets in ktmp/vtmp (in order, so stably),
# and each bucket is sorted the same way from there, the two pairs of arrays trading places at
# each level instead of the buckets being copied back (a copy of every item per level); back
# says that the sorted items go to ktmp/vtmp rather than keys/vals. ktmp/vtmp[lo:hi] is free
# room. Buckets up to 16 elements, and those whose keys are all equal, go to the merge sort,
# which compares the strs. counts holds, per byte position (the byte position of a bucket is
# always below its parent's), 256 counters, which a bucket leaves zeroed, then 256 digits:
# those of the non-empty buckets, found by a vectorized scan of the counters, 64 at a time,
# so that only those are visited (text uses few byte values: 13 of the 196 between the zero
# padding of short strs and the 0xC3 of "é" in sort_strs's syllables).


def _radix_sort_str(keys: Ptr[int], vals: Ptr[str], ktmp: Ptr[int], vtmp: Ptr[str], counts: Ptr[int], lo: int, hi: int, back: bool, fetched: bool) -> None:
    # The strs longer than their keys may be compared: their bytes are asked for together,
    # rather than one cache miss after the other, and for the first bucket of up to 256 on the
    # way down (fetched: an enclosing bucket did), before its passes, so that they arrive while
    # the radix levels below it run (the merge sorts at the leaves went from 20% to 10% of
    # sort_strs's profile; from 1024 they arrived too early, 40 sorts 160 -> 179 ms). Called
    # for more than 16 items: smaller buckets are sorted by insertion into their place.
    if not fetched and hi - lo <= 256:
        for i in range(lo, hi):
            _prefetch_tail_at(vals + i)
        fetched = True
    ors = 0
    ands = -1
    for i in range(lo, hi):
        ors = ors | keys[i]
        ands = ands & keys[i]
    diff = ors ^ ands
    if diff == 0:
        _merge_sort_str_to(keys, vals, ktmp, vtmp, lo, hi, back)
        return
    shift = _high_bit(diff) & 56
    # the key's top bit is flipped (signed order): flip it back for the first byte
    flip = 128 if shift == 56 else 0
    level = (shift >> 3) * 256
    c = counts + level
    used = counts + 2048 + level
    for i in range(lo, hi):
        d = ((keys[i] >> shift) & 255) ^ flip
        _count_up(c, d)
    # c[d] becomes the start of bucket d; used[0:nused] lists the non-empty buckets' digits
    pos = lo
    nused = 0
    for w in range(0, 256, 64):
        m = _nonzero_words(c + w)
        while m != 0:
            d = w + _low_bit(m)
            m = _drop_low_bit(m)
            n = c[d]
            c[d] = pos
            pos += n
            used[nused] = d
            nused += 1
    for i in range(lo, hi):
        k = keys[i]
        d = ((k >> shift) & 255) ^ flip
        j = c[d]
        ktmp[j] = k
        vtmp[j] = vals[i]
        c[d] = j._add_nsw(1)
    # c[d] is now the end of bucket d; the counters go back to zero
    start = lo
    for u in range(nused):
        d = used[u]
        end = c[d]
        c[d] = 0
        if end - start > 16:
            _radix_sort_str(ktmp, vtmp, keys, vals, counts, start, end, not back, fetched)
        elif back:
            _insertion_sort_str_to(ktmp, vtmp, ktmp, vtmp, start, end)
        else:
            _insertion_sort_str_to(ktmp, vtmp, keys, vals, start, end)
        start = end


@llvm
def _prefetch_tail_at(p: Ptr[str]) -> None:
    # Asks for the bytes of the str at p when it has more than 8 (its key does not hold them
    # all, so a tie is decided by reading them), else for p's own line, which is in the cache:
    # a select, not a branch on the length, which mispredicts where short and long strs mix.
    """
    declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
    %w = load i64, ptr %p, align 8
    %q = getelementptr i8, ptr %p, i64 8
    %b = load ptr, ptr %q, align 8
    %n = and i64 %w, 9223372036854775807
    %long = icmp ugt i64 %n, 8
    %a = select i1 %long, ptr %b, ptr %p
    call void @llvm.prefetch.p0(ptr %a, i32 0, i32 3, i32 1)
    ret void
    """


@llvm
def _nonzero_words(p: Ptr[int]) -> int:
    # Bit i set when p[i] != 0, for i in [0, 64): one vector compare.
    """
    %v = load <64 x i64>, ptr %p, align 8
    %e = icmp ne <64 x i64> %v, zeroinitializer
    %m = bitcast <64 x i1> %e to i64
    ret i64 %m
    """


@llvm
def _high_bit(x: int) -> int:
    # The index of the highest set bit of x, which is not 0.
    """
    declare i64 @llvm.ctlz.i64(i64, i1)
    %z = call i64 @llvm.ctlz.i64(i64 %x, i1 true)
    %r = xor i64 %z, 63
    ret i64 %r
    """


def _merge_sort_str_to(keys: Ptr[int], vals: Ptr[str], ktmp: Ptr[int], vtmp: Ptr[str], lo: int, hi: int, back: bool) -> None:
    # Sorts keys/vals[lo:hi] into keys/vals, or into ktmp/vtmp when back; the merge sort's
    # scratch is the other pair's [lo:hi], which is free.
    if back:
        (keys + lo)._copy(ktmp + lo, hi - lo)
        (vals + lo)._copy(vtmp + lo, hi - lo)
        _merge_sort_str(ktmp, vtmp, keys + lo, vals + lo, lo, hi)
    else:
        _merge_sort_str(keys, vals, ktmp + lo, vtmp + lo, lo, hi)


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


def _insertion_sort_str_to(skeys: Ptr[int], svals: Ptr[str], keys: Ptr[int], vals: Ptr[str], lo: int, hi: int) -> None:
    # Sorts skeys/svals[lo:hi] into keys/vals[lo:hi] by insertion, stably: item i is read
    # before anything is stored at i, so the two pairs of arrays may be the same.
    for i in range(lo, hi):
        x = skeys[i]
        v = svals[i]
        j = i
        while j > lo and _str_key_lt(x, v, keys[j - 1], vals[j - 1]):
            keys[j] = keys[j - 1]
            vals[j] = vals[j - 1]
            j -= 1
        keys[j] = x
        vals[j] = v


def _merge_sort_str(keys: Ptr[int], vals: Ptr[str], ktmp: Ptr[int], vtmp: Ptr[str], lo: int, hi: int) -> None:
    if hi - lo <= 16:
        _insertion_sort_str_to(keys, vals, keys, vals, lo, hi)
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
    # Item i of l for a for-loop over l (passes/listiter.go), which has just tested i < l._len,
    # and for a condition over list items whose indices passes/boolspec.go has tested.
    return l._data[i]


def _list_prefetch(l, i: int) -> None:
    # The array of item i of a list of lists, into the cache, for a loop over l that will
    # read it next (passes/prefetch.go). Only reads, when i is in range and the item is a list.
    if i < l._len:
        x = l._data[i]
        if x is not None:
            x._data._prefetch(x._len)


def _list_prefetch_str(l, i: int) -> None:
    # The first bytes of item i + 16 of a list of strs, into the cache, for a loop over l that
    # takes len() of its items (passes/prefetch.go), when that str is not known to be ASCII
    # (its length is then counted from its bytes). Only reads, when i + 16 is in range.
    j = i + 16
    if j < l._len:
        _prefetch_counted(l._data + j)


def _list_prefetch_key(l, i: int) -> None:
    # The first bytes of item i + 16 of a list of strs, into the cache, for a loop over l that
    # uses its items as dict or set keys (passes/prefetch.go): str.__hash__ reads a str's
    # first bytes whatever they are. Only reads, when i + 16 is in range.
    j = i + 16
    if j < l._len:
        _prefetch_bytes(l._data + j)


@llvm
def _prefetch_bytes(p: Ptr[str]) -> None:
    # Asks for the first bytes of the str at p (a prefetch never faults: an empty str's
    # pointer may be anything).
    """
    declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
    %q = getelementptr i8, ptr %p, i64 8
    %b = load ptr, ptr %q, align 8
    call void @llvm.prefetch.p0(ptr %b, i32 0, i32 3, i32 1)
    ret void
    """


@llvm
def _prefetch_counted(p: Ptr[str]) -> None:
    # Asks for the first bytes of the str at p when it is not known to be ASCII (the top bit of
    # its length word), else for p's own line: a select, not a branch on a flag that is
    # random where ASCII and other strs mix.
    """
    declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
    %w = load i64, ptr %p, align 8
    %q = getelementptr i8, ptr %p, i64 8
    %b = load ptr, ptr %q, align 8
    %ascii = icmp slt i64 %w, 0
    %a = select i1 %ascii, ptr %p, ptr %b
    call void @llvm.prefetch.p0(ptr %a, i32 0, i32 3, i32 1)
    ret void
    """


def _list_store(l, i: int, x) -> None:
    # l[i] = x where passes/rangever.go has proven 0 <= i < l._len.
    l._data[i] = x


def _unpack_list(it):
    # `a, b = it` for an iterable that is neither a tuple nor a list (types/star.go): its items
    # as a list, which is then unpacked.
    return list(it)


def _list_reverse_span(l: List[int], i: int, j: int) -> int:
    # The loop `while i < j: l[i], l[j] = l[j], l[i]; i += 1; j -= 1` (passes/revswap.go, which
    # has proven 0 <= i and j < len(l)); returns its number of swaps.
    return _reverse_span(l._data, i, j)


@llvm
def _reverse_span(d: Ptr[int], i: int, j: int) -> int:
    # `while i < j: d[i], d[j] = d[j], d[i]; i += 1; j -= 1` for 8-byte items, where
    # passes/revswap.go has proven 0 <= i, j < the list's length and i + 3 < that length, so
    # every index below lies in the list: four swaps per trip, the lanes past the middle made
    # harmless instead of branched around, so a span of up to 8 items takes no branch that
    # depends on its length. Lane t swaps d[i + t] and d[j - t] while i + t < j - t; a lane
    # past the middle reads and writes back d[i + t] (a later trip's i + 3 is below the first
    # trip's j). All four pairs are read before any is written and the lanes store from the
    # last to the first (lane 0's d[i] last, for LLVM to forward), so the active lanes'
    # stores (of distinct items) come after every write-back: a trip leaves what the loop's
    # next four trips leave. The first trip is written out before the loop. Returns the
    # number of swaps, (j - i + 1) // 2 when i < j, else 0 (j - i cannot overflow when i < j
    # and i >= 0; when not, the select drops it).
    """
    declare i64 @llvm.smax.i64(i64, i64)
    %c = icmp slt i64 %i, %j
    %w = sub nsw i64 %j, %i
    %w1 = add nsw i64 %w, 1
    %h = ashr i64 %w1, 1
    %m = select i1 %c, i64 %h, i64 0
    br i1 %c, label %first, label %done
    first:
    %ii.f = add i64 %i, 0
    %jj.f = add i64 %j, 0
    %i1.f = add nsw i64 %ii.f, 1
    %i2.f = add nsw i64 %ii.f, 2
    %i3.f = add nsw i64 %ii.f, 3
    %j1.f = sub nsw i64 %jj.f, 1
    %j2.f = sub nsw i64 %jj.f, 2
    %j3.f = sub nsw i64 %jj.f, 3
    %a1.f = add i64 %i1.f, 0
    %a2.f = add i64 %i2.f, 0
    %a3.f = add i64 %i3.f, 0
    %b1.f = call i64 @llvm.smax.i64(i64 %j1.f, i64 %i1.f)
    %b2.f = call i64 @llvm.smax.i64(i64 %j2.f, i64 %i2.f)
    %b3.f = call i64 @llvm.smax.i64(i64 %j3.f, i64 %i3.f)
    %pa0.f = getelementptr inbounds i64, ptr %d, i64 %ii.f
    %pb0.f = getelementptr inbounds i64, ptr %d, i64 %jj.f
    %pa1.f = getelementptr inbounds i64, ptr %d, i64 %a1.f
    %pb1.f = getelementptr inbounds i64, ptr %d, i64 %b1.f
    %pa2.f = getelementptr inbounds i64, ptr %d, i64 %a2.f
    %pb2.f = getelementptr inbounds i64, ptr %d, i64 %b2.f
    %pa3.f = getelementptr inbounds i64, ptr %d, i64 %a3.f
    %pb3.f = getelementptr inbounds i64, ptr %d, i64 %b3.f
    %x0.f = load i64, ptr %pa0.f, align 8
    %y0.f = load i64, ptr %pb0.f, align 8
    %x1.f = load i64, ptr %pa1.f, align 8
    %y1.f = load i64, ptr %pb1.f, align 8
    %x2.f = load i64, ptr %pa2.f, align 8
    %y2.f = load i64, ptr %pb2.f, align 8
    %x3.f = load i64, ptr %pa3.f, align 8
    %y3.f = load i64, ptr %pb3.f, align 8
    store i64 %y3.f, ptr %pa3.f, align 8
    store i64 %x3.f, ptr %pb3.f, align 8
    store i64 %y2.f, ptr %pa2.f, align 8
    store i64 %x2.f, ptr %pb2.f, align 8
    store i64 %y1.f, ptr %pa1.f, align 8
    store i64 %x1.f, ptr %pb1.f, align 8
    store i64 %x0.f, ptr %pb0.f, align 8
    store i64 %y0.f, ptr %pa0.f, align 8
    %in.f = add nsw i64 %ii.f, 4
    %jn.f = sub nsw i64 %jj.f, 4
    %more.f = icmp slt i64 %in.f, %jn.f
    br i1 %more.f, label %trip, label %done
    trip:
    %ii.t = phi i64 [ %in.f, %first ], [ %in.t, %trip ]
    %jj.t = phi i64 [ %jn.f, %first ], [ %jn.t, %trip ]
    %i1.t = add nsw i64 %ii.t, 1
    %i2.t = add nsw i64 %ii.t, 2
    %i3.t = add nsw i64 %ii.t, 3
    %j1.t = sub nsw i64 %jj.t, 1
    %j2.t = sub nsw i64 %jj.t, 2
    %j3.t = sub nsw i64 %jj.t, 3
    %a1.t = add i64 %i1.t, 0
    %a2.t = add i64 %i2.t, 0
    %a3.t = add i64 %i3.t, 0
    %b1.t = call i64 @llvm.smax.i64(i64 %j1.t, i64 %i1.t)
    %b2.t = call i64 @llvm.smax.i64(i64 %j2.t, i64 %i2.t)
    %b3.t = call i64 @llvm.smax.i64(i64 %j3.t, i64 %i3.t)
    %pa0.t = getelementptr inbounds i64, ptr %d, i64 %ii.t
    %pb0.t = getelementptr inbounds i64, ptr %d, i64 %jj.t
    %pa1.t = getelementptr inbounds i64, ptr %d, i64 %a1.t
    %pb1.t = getelementptr inbounds i64, ptr %d, i64 %b1.t
    %pa2.t = getelementptr inbounds i64, ptr %d, i64 %a2.t
    %pb2.t = getelementptr inbounds i64, ptr %d, i64 %b2.t
    %pa3.t = getelementptr inbounds i64, ptr %d, i64 %a3.t
    %pb3.t = getelementptr inbounds i64, ptr %d, i64 %b3.t
    %x0.t = load i64, ptr %pa0.t, align 8
    %y0.t = load i64, ptr %pb0.t, align 8
    %x1.t = load i64, ptr %pa1.t, align 8
    %y1.t = load i64, ptr %pb1.t, align 8
    %x2.t = load i64, ptr %pa2.t, align 8
    %y2.t = load i64, ptr %pb2.t, align 8
    %x3.t = load i64, ptr %pa3.t, align 8
    %y3.t = load i64, ptr %pb3.t, align 8
    store i64 %y3.t, ptr %pa3.t, align 8
    store i64 %x3.t, ptr %pb3.t, align 8
    store i64 %y2.t, ptr %pa2.t, align 8
    store i64 %x2.t, ptr %pb2.t, align 8
    store i64 %y1.t, ptr %pa1.t, align 8
    store i64 %x1.t, ptr %pb1.t, align 8
    store i64 %x0.t, ptr %pb0.t, align 8
    store i64 %y0.t, ptr %pa0.t, align 8
    %in.t = add nsw i64 %ii.t, 4
    %jn.t = sub nsw i64 %jj.t, 4
    %more.t = icmp slt i64 %in.t, %jn.t
    br i1 %more.t, label %trip, label %done
    done:
    ret i64 %m
    """
