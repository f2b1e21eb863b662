# The str class: UTF-8 bytes with code-point semantics for len, indexing, slicing and the
# methods, as CPython's. A str is {i64 word, ptr data}: the word holds the byte length, and its
# top bit is set when every byte is ASCII, so that len, indexing and slicing of ASCII text take
# O(1) (non-ASCII text walks its bytes). Data is not always a collector object of its own:
# small strs share 512-byte chunks (_str_alloc), split's pieces share chunks per split (_carve,
# runtime/kiln.c), and a tail of at least half a str shares that str's bytes (_sub); strs are
# immutable, so nothing observes the sharing. The pieces of a split of a text of at most 512
# bytes, and its slices and strip's result on it, are views: they share the text's bytes and
# are not followed by a NUL. So no code may read a str past its length: C functions that want a C
# string get a NUL-terminated copy (_cstr in file.py).
# Also the slice class, ord and chr.


from C import kiln_utf8_is_ascii(Ptr[byte], int) -> int
from C import kiln_utf8_count(Ptr[byte], int) -> int
from C import kiln_utf8_offset(Ptr[byte], int, int) -> int
from C import kiln_utf8_encode(Ptr[byte], int) -> int
from C import kiln_utf8_decode(Ptr[byte], int) -> int
from C import kiln_chunk_alloc(int) -> Ptr[byte]
from C import kiln_ascii_chars() -> Ptr[byte]
from C import kiln_str_find(Ptr[byte], int, Ptr[byte], int) -> int
from C import kiln_str_rfind(Ptr[byte], int, Ptr[byte], int) -> int
from C import kiln_uni_flags(int) -> int
from C import kiln_str_case(Ptr[byte], int, int, Ptr[Ptr[byte]]) -> int
from C import kiln_str_pred(Ptr[byte], int, int) -> int
from C import kiln_split_byte_list(Ptr[byte], int, int, bool, Ptr[byte]) -> None
from C import kiln_split_byte_fill(Ptr[byte], int, int, bool, Ptr[byte], int) -> int
from C import kiln_split_byte(Ptr[byte], int, int, bool, Ptr[byte]) -> None
from C import kiln_str_replace_same(Ptr[byte], Ptr[byte], int, Ptr[byte], Ptr[byte], int, int, int) -> None
from C import kiln_split_ascii_ws_count(Ptr[byte], int) -> int
from C import kiln_split_ascii_ws_count_map(Ptr[byte], int, int, int) -> int
from C import kiln_split_ascii_ws(Ptr[byte], int, Ptr[byte]) -> None


@llvm
def _strs_bytes(p: Ptr[str]) -> Ptr[byte]:
    """
    ret ptr %p
    """


@llvm
def _list_bytes(l: list[str]) -> Ptr[byte]:
    """
    ret ptr %l
    """


@llvm
def _str_raw(p: Ptr[byte], n: int, ascii: bool) -> str:
    """
    %f = zext i1 %ascii to i64
    %s = shl i64 %f, 63
    %w = or i64 %n, %s
    %0 = insertvalue {i64, ptr} undef, i64 %w, 0
    %1 = insertvalue {i64, ptr} %0, ptr %p, 1
    ret {i64, ptr} %1
    """


def _ascii_char(b: int) -> str:
    # One-character ASCII strs point into a static table: no allocation.
    return _str_raw(_ptr_add(kiln_ascii_chars(), 2 * b), 1, True)


def _utf8_width(b: int) -> int:
    # The number of bytes of the code point whose first byte is b.
    if b < 0x80:
        return 1
    if b < 0xE0:
        return 2
    if b < 0xF0:
        return 3
    return 4


def _prev_start(p: Ptr[byte], e: int) -> int:
    # The byte offset where the code point ending before byte e starts.
    j = e - 1
    while j > 0 and (_load_byte(p, j) & 0xC0) == 0x80:
        j -= 1
    return j


@llvm
def _ascii_space(b: int) -> bool:
    """
    %small = icmp ule i64 %b, 32
    %s = lshr i64 8321515008, %b
    %bit = trunc i64 %s to i1
    %r = select i1 %small, i1 %bit, i1 false
    ret i1 %r
    """


def _space_width(p: Ptr[byte], i: int) -> int:
    # The width of the code point at byte i if it is whitespace (str.isspace), else 0.
    # ASCII whitespace: \t \n \v \f \r, \x1c-\x1f and the space (bits of 8321515008).
    b = _load_byte(p, i)
    if b < 0x80:
        return 1 if _ascii_space(b) else 0
    if kiln_uni_flags(kiln_utf8_decode(p, i)) & 16 != 0:
        return _utf8_width(b)
    return 0


def _line_break(p: Ptr[byte], i: int, n: int) -> int:
    # The width of the line boundary at byte i (str.splitlines), 2 for \r\n; 0 if none.
    b = _load_byte(p, i)
    if b == 13:
        if i + 1 < n and _load_byte(p, i + 1) == 10:
            return 2
        return 1
    if b == 10 or b == 11 or b == 12 or b == 28 or b == 29 or b == 30:
        return 1
    if b == 0xC2 and i + 1 < n and _load_byte(p, i + 1) == 0x85:
        return 2
    if b == 0xE2 and i + 2 < n and _load_byte(p, i + 1) == 0x80:
        c = _load_byte(p, i + 2)
        if c == 0xA8 or c == 0xA9:
            return 3
    return 0


def _carve_room(n: int) -> int:
    # The room a split of an n-byte text starts _carve with: -1 (its pieces are views of its
    # bytes, not followed by a NUL) for a text of at most 512 bytes, so that a piece kept alive
    # keeps at most 512 bytes alive, as a carved one keeps its chunk.
    if n <= 512:
        return -1
    return 0


def _carve(src: Ptr[byte], b: int, e: int, ascii: bool, q: Ptr[byte], room: int, rest: int) -> tuple[str, Ptr[byte], int]:
    # split's pieces share allocations: the str of bytes [b, e) of src (ascii: src is ASCII) is
    # copied, with its NUL, into the chunk q that has room bytes left, or into a new chunk. A new
    # chunk holds 512 bytes or rest + 1 if less (rest: the bytes of the text still to split,
    # which with one NUL per piece hold all the pieces to come, each piece being followed by a
    # separator), so that a piece kept alive keeps at most 512 bytes of its siblings alive.
    # Returns the str and the chunk's rest.
    n = e - b
    if n <= 0:
        return "", q, room
    if n == 1 and ascii:
        return _ascii_char(_load_byte(src, b)), q, room
    if room < 0:
        # A view of a short text's bytes (_carve_room).
        if ascii:
            return _str_raw(_ptr_add(src, b), n, True), q, room
        return _make_str(_ptr_add(src, b), n), q, room
    if n >= room:
        room = rest + 1 if rest < 512 else 512
        if room <= n:
            room = n + 1
        q = kiln_chunk_alloc(room)
    _bcopy(q, _ptr_add(src, b), n)
    _store_nul(q, n)
    if ascii:
        s = _str_raw(q, n, True)
    else:
        s = _make_str(q, n)
    return s, _ptr_add(q, n + 1), room - n - 1


def _adjust(start: int | None, end: int | None, n: int) -> tuple[int, int]:
    # CPython's ADJUST_INDICES: the start and end arguments of find, count, ... as slice bounds.
    s = 0
    if start is not None:
        s = start
        if s < 0:
            s += n
            if s < 0:
                s = 0
    e = n
    if end is not None:
        e = end
        if e > n:
            e = n
        elif e < 0:
            e += n
            if e < 0:
                e = 0
    return s, e


def _slice_len(start: int, stop: int, step: int) -> int:
    # The number of indices a slice selects, from slice.indices' results. For step < 0,
    # (stop - start + 1) // step is (start - stop - 1) // -step without negating step, which
    # does not fit for step = -2**63.
    if step < 0:
        if stop < start:
            return (stop - start + 1) // step + 1
        return 0
    if start < stop:
        return (stop - start - 1) // step + 1
    return 0


class slice:
    start: int | None
    stop: int | None
    step: int | None

    def __init__(self, start: int | None, stop: int | None, step: int | None):
        self.start = start
        self.stop = stop
        self.step = step

    def indices(self, length: int) -> tuple[int, int, int]:
        if length < 0:
            _raise("ValueError", "length should not be negative")
        a = self.start
        b = self.stop
        c = self.step
        return _slice_indices(length, 0 if a is None else a, a is not None, 0 if b is None else b,
                              b is not None, 0 if c is None else c, c is not None)

    def __repr__(self) -> str:
        return "slice(" + repr(self.start) + ", " + repr(self.stop) + ", " + repr(self.step) + ")"


def _slice_indices(length: int, a: int, has_a: bool, b: int, has_b: bool, c: int, has_c: bool) -> tuple[int, int, int]:
    # slice(a, b, c).indices(length), CPython's clamping; the has_ flags say which bounds were
    # given (slice.indices, and the listconcat pass's slices of a list, stdlib/list.py).
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
    return start, stop, step


def ord(c: str) -> int:
    n = c.__len__()
    if n != 1:
        _raise("TypeError", "ord() expected a character, but string of length " + str(n) + " found")
    return kiln_utf8_decode(c._ptr(), 0)


def chr(i: int) -> str:
    if i < 0 or i > 0x10FFFF:
        _raise("ValueError", "chr() arg not in range(0x110000)")
    if i < 128:
        return _ascii_char(i)
    p = _str_alloc(4)
    w = kiln_utf8_encode(p, i)
    _store_nul(p, w)
    return _str_raw(p, w, False)


def _translate_char(parts: list[str], v: int) -> None:
    if v < 0 or v > 0x10FFFF:
        _raise("ValueError", "character mapping must be in range(0x110000)")
    parts.append(chr(v))


class str:
    @llvm
    def _blen(self) -> int:
        """
        %0 = extractvalue {i64, ptr} %self, 0
        %1 = and i64 %0, 9223372036854775807
        ret i64 %1
        """

    @llvm
    def _is_ascii(self) -> bool:
        """
        %0 = extractvalue {i64, ptr} %self, 0
        %1 = icmp slt i64 %0, 0
        ret i1 %1
        """

    @llvm
    def _ptr(self) -> Ptr[byte]:
        """
        %0 = extractvalue {i64, ptr} %self, 1
        ret ptr %0
        """

    def __len__(self) -> int:
        if self._is_ascii():
            return self._blen()
        return self._count_short()

    # The code points of a str of up to 16 bytes, without a call and without a branch per byte
    # (the byte loop's exit mispredicts and ends the overlap of the strs' cache misses in a
    # loop of len()): the continuation bytes (10xxxxxx) of two 8-byte loads are counted, the
    # second load being the 8 bytes ending at the end with the bytes the first one counted
    # shifted out; a str under 8 bytes is one masked load when the 8 bytes stay within its
    # start's page (as _eq). Longer strs, and short ones near a page's end, call the runtime.
    @llvm
    def _count_short(self) -> int:
        """
        declare i64 @kiln_utf8_count(ptr, i64)
        declare i64 @llvm.ctpop.i64(i64)
        %w = extractvalue {i64, ptr} %self, 0
        %p = extractvalue {i64, ptr} %self, 1
        %n = and i64 %w, 9223372036854775807
        %big = icmp ugt i64 %n, 16
        br i1 %big, label %slow, label %size
        size:
        %two = icmp uge i64 %n, 8
        br i1 %two, label %pair, label %short
        pair:
        %a = load i64, ptr %p, align 1
        %o = sub i64 %n, 8
        %q = getelementptr i8, ptr %p, i64 %o
        %b = load i64, ptr %q, align 1
        %a1 = shl i64 %a, 1
        %na1 = xor i64 %a1, -1
        %ca0 = and i64 %a, %na1
        %ca = and i64 %ca0, -9187201950435737472
        %b1 = shl i64 %b, 1
        %nb1 = xor i64 %b1, -1
        %cb0 = and i64 %b, %nb1
        %cb1 = and i64 %cb0, -9187201950435737472
        %seen = sub i64 16, %n
        %seen8 = shl i64 %seen, 3
        %all = icmp eq i64 %n, 8
        %cbs = lshr i64 %cb1, %seen8
        %cb = select i1 %all, i64 0, i64 %cbs
        %pa = call i64 @llvm.ctpop.i64(i64 %ca)
        %pb = call i64 @llvm.ctpop.i64(i64 %cb)
        %cont2 = add i64 %pa, %pb
        %r2 = sub i64 %n, %cont2
        ret i64 %r2
        short:
        %ip = ptrtoint ptr %p to i64
        %op = and i64 %ip, 4095
        %safe = icmp ule i64 %op, 4088
        br i1 %safe, label %wide, label %slow
        wide:
        %x = load volatile i64, ptr %p, align 1
        %bits = shl i64 %n, 3
        %one = shl i64 1, %bits
        %mask = sub i64 %one, 1
        %xm = and i64 %x, %mask
        %x1 = shl i64 %xm, 1
        %nx1 = xor i64 %x1, -1
        %cx0 = and i64 %xm, %nx1
        %cx = and i64 %cx0, -9187201950435737472
        %pc = call i64 @llvm.ctpop.i64(i64 %cx)
        %r1 = sub i64 %n, %pc
        ret i64 %r1
        slow:
        %r = call i64 @kiln_utf8_count(ptr %p, i64 %n)
        ret i64 %r
        """

    def _offset(self, i: int) -> int:
        # The byte offset of code point i (0 <= i <= len).
        if self._is_ascii():
            return i
        return kiln_utf8_offset(self._ptr(), self._blen(), i)

    def _cps(self, b: int, e: int) -> int:
        # The number of code points in bytes [b, e).
        if self._is_ascii():
            return e - b
        return kiln_utf8_count(_ptr_add(self._ptr(), b), e - b)

    def _sub(self, b: int, e: int) -> str:
        # The str of bytes [b, e), which start and end on code points.
        n = e - b
        if n <= 0:
            return ""
        p = self._ptr()
        if n == 1 and self._is_ascii():
            return _ascii_char(_load_byte(p, b))
        if self._blen() <= 512 or (e == self._blen() and n * 2 >= e):
            # A slice of a str of at most 512 bytes, or a tail of at least half of a longer
            # one, shares its bytes: keeping it alive keeps at most 512 bytes, or twice its
            # size, allocated.
            if self._is_ascii():
                return _str_raw(_ptr_add(p, b), n, True)
            return _make_str(_ptr_add(p, b), n)
        q = _str_alloc(n)
        _bcopy(q, _ptr_add(p, b), n)
        if self._is_ascii():
            return _str_raw(q, n, True)
        return _make_str(q, n)

    def _char_at(self, b: int) -> str:
        # The one-character str at byte offset b.
        c = _load_byte(self._ptr(), b)
        if c < 0x80:
            return _ascii_char(c)
        return self._sub(b, b + _utf8_width(c))

    def __str__(self) -> str:
        return self

    @overload
    def __getitem__(self, i: int) -> str:
        if self._is_ascii():
            n = self._blen()
            if i < 0:
                i += n
            if _checked() and (i < 0 or i >= n):
                _raise("IndexError", "string index out of range")
            return _ascii_char(_load_byte(self._ptr(), i))
        n = self.__len__()
        if i < 0:
            i += n
        if _checked() and (i < 0 or i >= n):
            _raise("IndexError", "string index out of range")
        return self._char_at(self._offset(i))

    # self[i] == c, c a one-character ASCII str of code b (passes/charcmp.go): the same
    # IndexError, and in an ASCII str the byte at i is b exactly when the character is c, so
    # the one-character str is not made.
    def _char_eq(self, i: int, c: str, b: int) -> bool:
        if self._is_ascii():
            n = self._blen()
            if i < 0:
                i += n
            if _checked() and (i < 0 or i >= n):
                _raise("IndexError", "string index out of range")
            return _load_byte(self._ptr(), i) == b
        return self[i] == c

    def _char_ne(self, i: int, c: str, b: int) -> bool:
        return not self._char_eq(i, c, b)

    @overload
    def __getitem__(self, s: slice) -> str:
        start, stop, step = s.indices(self.__len__())
        if step == 1:
            if stop <= start:
                return ""
            return self._sub(self._offset(start), self._offset(stop))
        count = _slice_len(start, stop, step)
        if count == 0:
            return ""
        p = self._ptr()
        if self._is_ascii():
            q = _str_alloc(count)
            for k in range(count):
                _store_byte(q, k, _load_byte(p, start + k * step))
            return _str_raw(q, count, True)
        # Non-ASCII: the byte offset of every code point, then the chosen ones copied.
        n = self._blen()
        offs = Ptr[int](self.__len__() + 1)
        j = 0
        i = 0
        while i < n:
            offs[j] = i
            j += 1
            i += _utf8_width(_load_byte(p, i))
        offs[j] = n
        total = 0
        for k in range(count):
            c = start + k * step
            total += offs[c + 1] - offs[c]
        q = _str_alloc(total)
        o = 0
        for k in range(count):
            c = start + k * step
            w = offs[c + 1] - offs[c]
            _bcopy(_ptr_add(q, o), _ptr_add(p, offs[c]), w)
            o += w
        return _make_str(q, total)

    def __iter__(self) -> _str_iter:
        return _str_iter(self)

    def __contains__(self, sub: str) -> bool:
        return kiln_str_find(self._ptr(), self._blen(), sub._ptr(), sub._blen()) >= 0

    # a + b inline at every use (an @llvm body, so a word built by + in a loop costs no call):
    # an empty operand gives the other one without a copy (as CPython; the first w += s of a
    # loop building w from ""), and the rest calls the runtime (kiln_str_add: one allocation,
    # two copies), except a result under 8 bytes: both operands are read 8 bytes at a time
    # (masked, when that stays within their pages, as str._eq does), and the result with its
    # NUL and zeros after it written by one 8-byte store into the current small-str chunk
    # (_str_alloc), when the chunk has 8 bytes left (the bytes past the NUL are the chunk's
    # free room, which the next strs overwrite). A later 8-byte load of the str (hashing it,
    # comparing it) then takes its value from that one store, where the bytes written one
    # piece at a time could not be forwarded and the load waited for the stores to reach the
    # cache. The result is ASCII when both operands are.
    @llvm
    def __add__(self, other: str) -> str:
        """
        @kiln_str_chunk = external global ptr
        @kiln_str_room = external global i64
        declare ptr @kiln_str_add(ptr, i64, ptr, i64)
        %wa = extractvalue {i64, ptr} %self, 0
        %a = extractvalue {i64, ptr} %self, 1
        %wb = extractvalue {i64, ptr} %other, 0
        %b = extractvalue {i64, ptr} %other, 1
        %n = and i64 %wa, 9223372036854775807
        %m = and i64 %wb, 9223372036854775807
        %ea = icmp eq i64 %n, 0
        br i1 %ea, label %left, label %nonempty
        left:
        ret {i64, ptr} %other
        nonempty:
        %eb = icmp eq i64 %m, 0
        br i1 %eb, label %right, label %both
        right:
        ret {i64, ptr} %self
        both:
        %t = add i64 %n, %m
        %both_ascii = and i64 %wa, %wb
        %flag = and i64 %both_ascii, -9223372036854775808
        %w = or i64 %t, %flag
        %under = icmp ult i64 %t, 8
        %room = load i64, ptr @kiln_str_room
        %fits = icmp uge i64 %room, 8
        %ia = ptrtoint ptr %a to i64
        %ib = ptrtoint ptr %b to i64
        %oa = and i64 %ia, 4095
        %ob = and i64 %ib, 4095
        %sa = icmp ule i64 %oa, 4088
        %sb = icmp ule i64 %ob, 4088
        %s1 = and i1 %sa, %sb
        %s2 = and i1 %s1, %fits
        %ok = and i1 %s2, %under
        br i1 %ok, label %short, label %long
        short:
        %xa = load volatile i64, ptr %a, align 1
        %xb = load volatile i64, ptr %b, align 1
        %ba = shl i64 %n, 3
        %bb = shl i64 %m, 3
        %ta = shl i64 1, %ba
        %ma = sub i64 %ta, 1
        %tb = shl i64 1, %bb
        %mb = sub i64 %tb, 1
        %ya = and i64 %xa, %ma
        %yb = and i64 %xb, %mb
        %zb = shl i64 %yb, %ba
        %v = or i64 %ya, %zb
        %p = load ptr, ptr @kiln_str_chunk
        store i64 %v, ptr %p, align 1
        %need = add i64 %t, 1
        %next = getelementptr i8, ptr %p, i64 %need
        store ptr %next, ptr @kiln_str_chunk
        %left8 = sub i64 %room, %need
        store i64 %left8, ptr @kiln_str_room
        %r0 = insertvalue {i64, ptr} undef, i64 %w, 0
        %r1 = insertvalue {i64, ptr} %r0, ptr %p, 1
        ret {i64, ptr} %r1
        long:
        %q = call ptr @kiln_str_add(ptr %a, i64 %n, ptr %b, i64 %m)
        %l0 = insertvalue {i64, ptr} undef, i64 %w, 0
        %l1 = insertvalue {i64, ptr} %l0, ptr %q, 1
        ret {i64, ptr} %l1
        """

    # A part of the strconcat helpers (_str_cat2 to _str_cat8 below).
    def _cat_len(self) -> int:
        return self._blen()

    def _cat_put(self, p: Ptr[byte], o: int, n: int) -> int:
        _bcopy(_ptr_add(p, o), self._ptr(), n)
        return o + n

    def _cat_ascii(self) -> bool:
        return self._is_ascii()

    def __mul__(self, times: int) -> str:
        n = self._blen()
        if times <= 0 or n == 0:
            return ""
        total = n * times
        p = _str_alloc(total)
        for i in range(times):
            _bcopy(_ptr_add(p, i * n), self._ptr(), n)
        return _str_raw(p, total, self._is_ascii())

    def __rmul__(self, times: int) -> str:
        return self * times

    # Equality, ordering and hashing are inline LLVM (no call into the runtime): they compare
    # and hash 8 bytes at a time, which is what dict and set lookups and sorting spend on.
    # They mask the ASCII bit off the word: some strs of ASCII bytes do not have it set.

    # _eq and __hash__ read a str's bytes 8 at a time; the last 1-7 bytes are one load too: the
    # 8 bytes ending at the str's end when it has 8 or more, else (a str under 8 bytes) the 8
    # bytes from its start, masked, when those stay within the start's 4096-byte page (a page is
    # mapped or not as a whole; the load is volatile so that LLVM does not reason about the
    # bytes past the end), else a byte at a time. Only strs of 8 bytes or more test first
    # whether they share their bytes: for short ones (dict keys) that branch would be taken at
    # random, while their one-load comparison costs no more.
    @llvm
    def _eq(self, other: str) -> bool:
        """
        %wa = extractvalue {i64, ptr} %self, 0
        %wb = extractvalue {i64, ptr} %other, 0
        %n = and i64 %wa, 9223372036854775807
        %nb = and i64 %wb, 9223372036854775807
        %same = icmp eq i64 %n, %nb
        br i1 %same, label %len, label %no
        len:
        %pa = extractvalue {i64, ptr} %self, 1
        %pb = extractvalue {i64, ptr} %other, 1
        %big = icmp uge i64 %n, 8
        br i1 %big, label %size, label %short
        size:
        %samep = icmp eq ptr %pa, %pb
        br i1 %samep, label %yes, label %loop8
        short:
        %empty = icmp eq i64 %n, 0
        br i1 %empty, label %yes, label %short1
        short1:
        %ia = ptrtoint ptr %pa to i64
        %ib = ptrtoint ptr %pb to i64
        %oa = and i64 %ia, 4095
        %ob = and i64 %ib, 4095
        %sa = icmp ule i64 %oa, 4088
        %sb = icmp ule i64 %ob, 4088
        %safe = and i1 %sa, %sb
        br i1 %safe, label %wide, label %tail
        wide:
        %ya = load volatile i64, ptr %pa, align 1
        %yb = load volatile i64, ptr %pb, align 1
        %yx = xor i64 %ya, %yb
        %bits = shl i64 %n, 3
        %one = shl i64 1, %bits
        %mask = sub i64 %one, 1
        %ym = and i64 %yx, %mask
        %ye = icmp eq i64 %ym, 0
        br i1 %ye, label %yes, label %no
        loop8:
        %i = phi i64 [0, %size], [%i8, %body8]
        %i8 = add i64 %i, 8
        %fits = icmp ule i64 %i8, %n
        br i1 %fits, label %body8, label %last
        body8:
        %qa = getelementptr i8, ptr %pa, i64 %i
        %qb = getelementptr i8, ptr %pb, i64 %i
        %xa = load i64, ptr %qa, align 1
        %xb = load i64, ptr %qb, align 1
        %e8 = icmp eq i64 %xa, %xb
        br i1 %e8, label %loop8, label %no
        last:
        %done = icmp eq i64 %i, %n
        br i1 %done, label %yes, label %over
        over:
        %o = sub i64 %n, 8
        %la = getelementptr i8, ptr %pa, i64 %o
        %lb = getelementptr i8, ptr %pb, i64 %o
        %za = load i64, ptr %la, align 1
        %zb = load i64, ptr %lb, align 1
        %ze = icmp eq i64 %za, %zb
        br i1 %ze, label %yes, label %no
        tail:
        %j = phi i64 [0, %short1], [%j1, %bodyt]
        %more = icmp ult i64 %j, %n
        br i1 %more, label %bodyt, label %yes
        bodyt:
        %ra = getelementptr i8, ptr %pa, i64 %j
        %rb = getelementptr i8, ptr %pb, i64 %j
        %ba = load i8, ptr %ra
        %bb = load i8, ptr %rb
        %j1 = add i64 %j, 1
        %eb = icmp eq i8 %ba, %bb
        br i1 %eb, label %tail, label %no
        yes:
        ret i1 true
        no:
        ret i1 false
        """

    def __eq__(self, other: str) -> bool:
        return self._eq(other)

    def __ne__(self, other: str) -> bool:
        return not self._eq(other)

    @llvm
    def _cmp(self, other: str) -> int:
        """
        declare i64 @llvm.bswap.i64(i64)
        %wa = extractvalue {i64, ptr} %self, 0
        %wb = extractvalue {i64, ptr} %other, 0
        %pa = extractvalue {i64, ptr} %self, 1
        %pb = extractvalue {i64, ptr} %other, 1
        %na = and i64 %wa, 9223372036854775807
        %nb = and i64 %wb, 9223372036854775807
        %shorter = icmp ult i64 %na, %nb
        %n = select i1 %shorter, i64 %na, i64 %nb
        br label %loop8
        loop8:
        %i = phi i64 [0, %entry], [%i8, %body8]
        %i8 = add i64 %i, 8
        %fits = icmp ule i64 %i8, %n
        br i1 %fits, label %body8, label %tail
        body8:
        %qa = getelementptr i8, ptr %pa, i64 %i
        %qb = getelementptr i8, ptr %pb, i64 %i
        %xa = load i64, ptr %qa, align 1
        %xb = load i64, ptr %qb, align 1
        %e8 = icmp eq i64 %xa, %xb
        br i1 %e8, label %loop8, label %diff8
        diff8:
        %sa = call i64 @llvm.bswap.i64(i64 %xa)
        %sb = call i64 @llvm.bswap.i64(i64 %xb)
        %l8 = icmp ult i64 %sa, %sb
        %r8 = select i1 %l8, i64 -1, i64 1
        ret i64 %r8
        tail:
        %j = phi i64 [%i, %loop8], [%j1, %bodyt]
        %more = icmp ult i64 %j, %n
        br i1 %more, label %bodyt, label %lens
        bodyt:
        %ra = getelementptr i8, ptr %pa, i64 %j
        %rb = getelementptr i8, ptr %pb, i64 %j
        %ba = load i8, ptr %ra
        %bb = load i8, ptr %rb
        %j1 = add i64 %j, 1
        %eb = icmp eq i8 %ba, %bb
        br i1 %eb, label %tail, label %difft
        difft:
        %lb = icmp ult i8 %ba, %bb
        %rt = select i1 %lb, i64 -1, i64 1
        ret i64 %rt
        lens:
        %longer = icmp ugt i64 %na, %nb
        %r1 = zext i1 %longer to i64
        %r = select i1 %shorter, i64 -1, i64 %r1
        ret i64 %r
        """

    def __lt__(self, other: str) -> bool:
        return self._cmp(other) < 0

    def __le__(self, other: str) -> bool:
        return self._cmp(other) <= 0

    def __gt__(self, other: str) -> bool:
        return self._cmp(other) > 0

    def __ge__(self, other: str) -> bool:
        return self._cmp(other) >= 0

    def __bool__(self) -> bool:
        return self._blen() != 0

    @llvm
    def _prefix_key(self) -> int:
        # The first 8 bytes, big-endian, zero-padded, top bit flipped (list.py's str sorts).
        # Shorter strs load 8 bytes too, masked to theirs, when those 8 bytes lie within the
        # page of the first one (mapped, as that byte is): no loop, no branch on the length;
        # only an empty str or one near the end of its page reads its bytes one at a time.
        """
        declare i64 @llvm.bswap.i64(i64)
        %w = extractvalue {i64, ptr} %self, 0
        %p = extractvalue {i64, ptr} %self, 1
        %n = and i64 %w, 9223372036854775807
        %long = icmp uge i64 %n, 8
        %a = ptrtoint ptr %p to i64
        %off = and i64 %a, 4095
        %inpage = icmp ule i64 %off, 4088
        %some = icmp ne i64 %n, 0
        %fits = and i1 %inpage, %some
        %fast = or i1 %long, %fits
        br i1 %fast, label %load8, label %short
        load8:
        %x = load i64, ptr %p, align 1
        %bx0 = call i64 @llvm.bswap.i64(i64 %x)
        %nb = shl i64 %n, 3
        %low = lshr i64 -1, %nb
        %m0 = xor i64 %low, -1
        %mask = select i1 %long, i64 -1, i64 %m0
        %bx = and i64 %bx0, %mask
        br label %done
        short:
        %i = phi i64 [0, %entry], [%i1, %more]
        %acc = phi i64 [0, %entry], [%acc1, %more]
        %go = icmp ult i64 %i, %n
        br i1 %go, label %more, label %pad
        more:
        %q = getelementptr i8, ptr %p, i64 %i
        %b = load i8, ptr %q
        %bz = zext i8 %b to i64
        %sh = shl i64 %acc, 8
        %acc1 = or i64 %sh, %bz
        %i1 = add i64 %i, 1
        br label %short
        pad:
        %left = sub i64 8, %n
        %bits = shl i64 %left, 3
        %px0 = shl i64 %acc, %bits
        %px = select i1 %some, i64 %px0, i64 0
        br label %done
        done:
        %v = phi i64 [%bx, %load8], [%px, %pad]
        %k = xor i64 %v, -9223372036854775808
        ret i64 %k
        """

    @llvm
    def _prefetch(self) -> None:
        # Asks for the cache line of the str's first byte.
        """
        declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
        %p = extractvalue {i64, ptr} %self, 1
        call void @llvm.prefetch.p0(ptr %p, i32 0, i32 3, i32 1)
        ret void
        """

    # hash(): a bijective mix (splitmix64's finalizer) of a 64-bit state. A str under 8 bytes has
    # the state bytes | n << 56 (its bytes in one masked load, as _eq), so two such strs have
    # the same hash only when they are equal; a longer str has a state with its top bit set
    # (its bytes mixed 8 at a time), so it never shares a hash with a short one. The one value
    # the mix sends to -1 is taken as -2 (-1 is CPython's error code); the mix's preimages of
    # -1 and -2 are 0xcf9a04affa6badc0 and 0xed4850b928dc8e2c, whose top bytes (0xcf, 0xed)
    # are no short state's (n < 8), so a short str's hash is never -1 or -2 and no other str
    # has it: dict and set lookups need not read the key (_hash_is_str). The body tells LLVM
    # so (llvm.assume, !range), and hash()'s -1 test folds away. Strs of 8 bytes or more, and
    # bytes, are hashed by kiln_str_hash (runtime/kiln.c), which also takes the rare short str
    # whose bytes end within 8 bytes of a page's end (the one 8-byte load could cross into an
    # unmapped page): this body repeats only the common short case inline.
    @llvm
    def __hash__(self) -> int:
        """
        declare i64 @kiln_str_hash(ptr, i64)
        declare void @llvm.assume(i1)
        %w = extractvalue {i64, ptr} %self, 0
        %p = extractvalue {i64, ptr} %self, 1
        %n = and i64 %w, 9223372036854775807
        %big = icmp uge i64 %n, 8
        br i1 %big, label %long, label %short
        short:
        %empty = icmp eq i64 %n, 0
        br i1 %empty, label %mix, label %short1
        short1:
        %ip = ptrtoint ptr %p to i64
        %op = and i64 %ip, 4095
        %safe = icmp ule i64 %op, 4088
        br i1 %safe, label %wide, label %long, !prof !{!"branch_weights", i32 2000, i32 1}
        wide:
        %wx = load volatile i64, ptr %p, align 1
        %bits = shl i64 %n, 3
        %one = shl i64 1, %bits
        %mask = sub i64 %one, 1
        %xw = and i64 %wx, %mask
        %nt = shl i64 %n, 56
        %ss = or i64 %xw, %nt
        br label %mix
        long:
        %hl = call i64 @kiln_str_hash(ptr %p, i64 %n), !range !{i64 0, i64 -1}
        ret i64 %hl
        mix:
        %s = phi i64 [0, %short], [%ss, %wide]
        %m1 = lshr i64 %s, 30
        %m2 = xor i64 %s, %m1
        %m3 = mul i64 %m2, -4658895280553007687
        %m4 = lshr i64 %m3, 27
        %m5 = xor i64 %m3, %m4
        %m6 = mul i64 %m5, -7723592293110705685
        %m7 = lshr i64 %m6, 31
        %m8 = xor i64 %m6, %m7
        %ok = icmp ne i64 %m8, -1
        call void @llvm.assume(i1 %ok)
        ret i64 %m8
        """

    # Whether a str whose hash is h, this str's hash, is certainly this str, without reading
    # its bytes: this str has under 8 bytes (see __hash__: its hash is then no other str's,
    # and never the -2 that two states share).
    def _hash_is_str(self, h: int) -> bool:
        return self._blen() < 8

    # ---- searching ----

    def _find(self, sub: str, start: int | None, end: int | None, last: bool) -> int:
        # find (last: rfind) in code points; -1 when absent.
        s, e = _adjust(start, end, self.__len__())
        if e - s < sub.__len__():
            return -1
        b = self._offset(s)
        be = self._offset(e)
        if last:
            k = kiln_str_rfind(_ptr_add(self._ptr(), b), be - b, sub._ptr(), sub._blen())
        else:
            k = kiln_str_find(_ptr_add(self._ptr(), b), be - b, sub._ptr(), sub._blen())
        if k < 0:
            return -1
        return s + self._cps(b, b + k)

    def find(self, sub: str, start: int | None = None, end: int | None = None) -> int:
        if start is None and end is None:
            # The whole str: a byte search, its offset counted in code points only when it is
            # past the start of a non-ASCII str (_find counts the whole str's code points and
            # finds the end's byte offset first).
            k = kiln_str_find(self._ptr(), self._blen(), sub._ptr(), sub._blen())
            if k > 0 and not self._is_ascii():
                return self._cps(0, k)
            return k
        return self._find(sub, start, end, False)

    def rfind(self, sub: str, start: int | None = None, end: int | None = None) -> int:
        return self._find(sub, start, end, True)

    def index(self, sub: str, start: int | None = None, end: int | None = None) -> int:
        i = self._find(sub, start, end, False)
        if i < 0:
            _raise("ValueError", "substring not found")
        return i

    def rindex(self, sub: str, start: int | None = None, end: int | None = None) -> int:
        i = self._find(sub, start, end, True)
        if i < 0:
            _raise("ValueError", "substring not found")
        return i

    def count(self, sub: str, start: int | None = None, end: int | None = None) -> int:
        s, e = _adjust(start, end, self.__len__())
        if e - s < sub.__len__():
            return 0
        m = sub._blen()
        if m == 0:
            return e - s + 1
        b = self._offset(s)
        be = self._offset(e)
        p = self._ptr()
        n = 0
        while True:
            k = kiln_str_find(_ptr_add(p, b), be - b, sub._ptr(), m)
            if k < 0:
                break
            n += 1
            b += k + m
        return n

    def _tailmatch(self, sub: str, start: int | None, end: int | None, at_end: bool) -> bool:
        s, e = _adjust(start, end, self.__len__())
        if e - s < sub.__len__():
            return False
        m = sub._blen()
        b = self._offset(e) - m if at_end else self._offset(s)
        return kiln_str_eq(_ptr_add(self._ptr(), b), m, sub._ptr(), m) != 0

    @overload
    def _affix(self, x: str, start: int | None, end: int | None, at_end: bool) -> bool:
        return self._tailmatch(x, start, end, at_end)

    @overload
    def _affix(self, xs, start: int | None, end: int | None, at_end: bool) -> bool:
        # a tuple of strs: any of them
        for x in xs:
            if self._tailmatch(x, start, end, at_end):
                return True
        return False

    def startswith(self, prefix, start: int | None = None, end: int | None = None) -> bool:
        return self._affix(prefix, start, end, False)

    def endswith(self, suffix, start: int | None = None, end: int | None = None) -> bool:
        return self._affix(suffix, start, end, True)

    # ---- splitting and joining ----

    def _split_ws(self, maxsplit: int) -> list[str]:
        if self._is_ascii():
            return self._split_ascii_ws(maxsplit)
        r: list[str] = []
        p = self._ptr()
        n = self._blen()
        q = p
        room = _carve_room(n)
        i = 0
        while True:
            while i < n:
                w = _space_width(p, i)
                if w == 0:
                    break
                i += w
            if i >= n:
                break
            if maxsplit == 0:
                piece, q, room = _carve(p, i, n, False, q, room, n - i)
                r.append(piece)
                break
            j = i
            while j < n and _space_width(p, j) == 0:
                j += _utf8_width(_load_byte(p, j))
            piece, q, room = _carve(p, i, j, False, q, room, n - i)
            r.append(piece)
            maxsplit -= 1
            i = j
        return r

    def _split_ascii_ws(self, maxsplit: int) -> list[str]:
        # _split_ws for ASCII text, a byte at a time.
        r: list[str] = []
        p = self._ptr()
        n = self._blen()
        if maxsplit < 0:
            # Every word (runtime/kiln.c): counted, then written into the list sized for them.
            k = kiln_split_ascii_ws_count(p, n)
            if k > 0:
                r._reserve(k)
                kiln_split_ascii_ws(p, n, _strs_bytes(r._data))
                r._len = k
            return r
        q = p
        room = _carve_room(n)
        i = 0
        while True:
            while i < n and _ascii_space(_load_byte(p, i)):
                i += 1
            if i >= n:
                break
            if maxsplit == 0:
                piece, q, room = _carve(p, i, n, True, q, room, n - i)
                r.append(piece)
                break
            j = i + 1
            while j < n and not _ascii_space(_load_byte(p, j)):
                j += 1
            piece, q, room = _carve(p, i, j, True, q, room, n - i)
            r.append(piece)
            maxsplit -= 1
            i = j
        return r

    def _rsplit_ws(self, maxsplit: int) -> list[str]:
        r: list[str] = []
        p = self._ptr()
        e = self._blen()
        ascii = self._is_ascii()
        q = p
        room = _carve_room(e)
        while True:
            while e > 0:
                j = _prev_start(p, e)
                if _space_width(p, j) == 0:
                    break
                e = j
            if e <= 0:
                break
            if maxsplit == 0:
                piece, q, room = _carve(p, 0, e, ascii, q, room, e)
                r.append(piece)
                break
            b = e
            while b > 0:
                j = _prev_start(p, b)
                if _space_width(p, j) != 0:
                    break
                b = j
            piece, q, room = _carve(p, b, e, ascii, q, room, e)
            r.append(piece)
            maxsplit -= 1
            e = b
        return _reversed_strs(r)

    def split(self, sep: str | None = None, maxsplit: int = -1) -> list[str]:
        if sep is None:
            return self._split_ws(maxsplit)
        m = sep._blen()
        if m == 0:
            _raise("ValueError", "empty separator")
        r: list[str] = []
        p = self._ptr()
        n = self._blen()
        if m == 1 and maxsplit < 0:
            # One-byte separators (runtime/kiln.c): the list's array is sized for the pieces
            # and filled in one call.
            kiln_split_byte_list(p, n, _load_byte(sep._ptr(), 0), self._is_ascii(), _list_bytes(r))
            return r
        i = 0
        ascii = self._is_ascii()
        q = p
        room = _carve_room(n)
        while maxsplit != 0:
            k = kiln_str_find(_ptr_add(p, i), n - i, sep._ptr(), m)
            if k < 0:
                break
            piece, q, room = _carve(p, i, i + k, ascii, q, room, n - i)
            r.append(piece)
            i += k + m
            maxsplit -= 1
        piece, q, room = _carve(p, i, n, ascii, q, room, n - i)
        r.append(piece)
        return r

    def _split_into(self, sep: str, r: list[str]) -> None:
        # r = self.split(sep) for a new, empty list r (passes/splitinto.go): a list made in the
        # frame has room there (ir.New.Room), which takes the pieces of a one-byte separator
        # when they fit, so that the split allocates nothing but its pieces. A list without room
        # (one the escape pass left on the heap) takes the array of split's own list, which no
        # one else holds; so do the other separators.
        m = sep._blen()
        if m == 1 and r._cap > 0:
            p = self._ptr()
            n = self._blen()
            c = _load_byte(sep._ptr(), 0)
            k = kiln_split_byte_fill(p, n, c, self._is_ascii(), _strs_bytes(r._data), r._cap)
            if k > r._cap:
                r._reserve(k)
                kiln_split_byte(p, n, c, self._is_ascii(), _strs_bytes(r._data))
            r._len = k
            return
        t = self.split(sep)
        r._data = t._data
        r._len = t._len
        r._cap = t._cap

    def _split_count(self, sep: str | None, maxsplit: int) -> int:
        # len(self.split(sep, maxsplit)) without the list (passes/lensplit.go): split's pieces
        # are the text between non-overlapping separators found left to right, as count finds
        # them.
        if sep is None:
            if maxsplit < 0 and self._is_ascii():
                return kiln_split_ascii_ws_count(self._ptr(), self._blen())
            return len(self._split_ws(maxsplit))
        if sep._blen() == 0:
            _raise("ValueError", "empty separator")
        k = self.count(sep)
        if maxsplit >= 0 and k > maxsplit:
            k = maxsplit
        return k + 1

    def _replace_split_count(self, old: str, new: str, count: int, sep: str | None, maxsplit: int) -> int:
        # len(self.replace(old, new, count).split(sep, maxsplit)) (passes/lensplit.go). For an
        # ASCII text, one byte replaced by one ASCII byte everywhere maps each byte to itself or
        # to new's byte, and split() counts runs of non-space bytes, which depend only on each
        # byte being a space or not: so the words are counted with old's byte taking new's
        # class, without making the replaced text. Otherwise the replaced text is made.
        if sep is None and maxsplit < 0 and count < 0 and old._blen() == 1 and new._blen() == 1 and self._is_ascii() and new._is_ascii():
            a_ws = 1 if _ascii_space(_load_byte(new._ptr(), 0)) else 0
            return kiln_split_ascii_ws_count_map(self._ptr(), self._blen(), _load_byte(old._ptr(), 0), a_ws)
        return self.replace(old, new, count)._split_count(sep, maxsplit)

    def rsplit(self, sep: str | None = None, maxsplit: int = -1) -> list[str]:
        if sep is None:
            return self._rsplit_ws(maxsplit)
        m = sep._blen()
        if m == 0:
            _raise("ValueError", "empty separator")
        r: list[str] = []
        p = self._ptr()
        e = self._blen()
        ascii = self._is_ascii()
        q = p
        room = _carve_room(e)
        while maxsplit != 0:
            k = kiln_str_rfind(p, e, sep._ptr(), m)
            if k < 0:
                break
            piece, q, room = _carve(p, k + m, e, ascii, q, room, e)
            r.append(piece)
            e = k
            maxsplit -= 1
        piece, q, room = _carve(p, 0, e, ascii, q, room, e)
        r.append(piece)
        return _reversed_strs(r)

    def splitlines(self, keepends: bool = False) -> list[str]:
        r: list[str] = []
        p = self._ptr()
        n = self._blen()
        ascii = self._is_ascii()
        q = p
        room = _carve_room(n)
        i = 0
        start = 0
        while i < n:
            w = _line_break(p, i, n)
            if w == 0:
                i += _utf8_width(_load_byte(p, i))
                continue
            piece, q, room = _carve(p, start, i + w if keepends else i, ascii, q, room, n - start)
            r.append(piece)
            i += w
            start = i
        if start < n:
            piece, q, room = _carve(p, start, n, ascii, q, room, n - start)
            r.append(piece)
        return r

    @overload
    def join(self, parts: list[str]) -> str:
        k = parts._len
        if k == 0:
            return ""
        if k == 1:
            return parts._data[0]
        m = self._blen()
        total = m * (k - 1)
        ascii = self._is_ascii()
        for i in range(k):
            total += parts._data[i]._blen()
            ascii = ascii and parts._data[i]._is_ascii()
        p = _str_alloc(total)
        if m == 1:
            # One-byte separators (the common case): stored, not copied.
            c = _load_byte(self._ptr(), 0)
            s = parts._data[0]
            o = s._blen()
            _bcopy(p, s._ptr(), o)
            for i in range(1, k):
                _store_byte(p, o, c)
                s = parts._data[i]
                _bcopy(_ptr_add(p, o + 1), s._ptr(), s._blen())
                o += s._blen() + 1
            return _str_raw(p, total, ascii)
        o = 0
        for i in range(k):
            if i > 0 and m > 0:
                _bcopy(_ptr_add(p, o), self._ptr(), m)
                o += m
            s = parts._data[i]
            _bcopy(_ptr_add(p, o), s._ptr(), s._blen())
            o += s._blen()
        return _str_raw(p, total, ascii)

    @overload
    def join(self, parts) -> str:
        # Any other iterable of strs (a generator, map, tuple, set, dict's keys, ...): its items
        # are gathered into a list first, as CPython's PySequence_Fast does.
        items: list[str] = []
        for s in parts:
            items.append(s)
        return self.join(items)

    def partition(self, sep: str) -> tuple[str, str, str]:
        m = sep._blen()
        if m == 0:
            _raise("ValueError", "empty separator")
        k = kiln_str_find(self._ptr(), self._blen(), sep._ptr(), m)
        if k < 0:
            return self, "", ""
        return self._sub(0, k), sep, self._sub(k + m, self._blen())

    def rpartition(self, sep: str) -> tuple[str, str, str]:
        m = sep._blen()
        if m == 0:
            _raise("ValueError", "empty separator")
        k = kiln_str_rfind(self._ptr(), self._blen(), sep._ptr(), m)
        if k < 0:
            return "", "", self
        return self._sub(0, k), sep, self._sub(k + m, self._blen())

    def replace(self, old: str, new: str, count: int = -1) -> str:
        p = self._ptr()
        n = self._blen()
        m = old._blen()
        parts: list[str] = []
        if m == 0:
            # new before every code point and at the end, count times at most
            i = 0
            while count != 0 and i <= n:
                parts.append(new)
                count -= 1
                if i == n:
                    i += 1
                    break
                w = _utf8_width(_load_byte(p, i))
                parts.append(self._sub(i, i + w))
                i += w
            if i < n:
                parts.append(self._sub(i, n))
            return "".join(parts)
        if m == new._blen():
            # As long as old: a copy of this str with the matches overwritten, in one pass.
            k = kiln_str_find(p, n, old._ptr(), m)
            if k < 0 or count == 0:
                return self
            if m == 1 and count < 0:
                # One ASCII byte for another, everywhere: a select per byte (vectorized), not
                # a search per match (an ASCII byte is never part of another code point).
                a = _load_byte(old._ptr(), 0)
                c = _load_byte(new._ptr(), 0)
                q = _str_alloc(n)
                _bcopy(q, p, k)
                for i in range(k, n):
                    x = _load_byte(p, i)
                    _store_byte(q, i, c if x == a else x)
                if self._is_ascii() and new._is_ascii():
                    return _str_raw(q, n, True)
                return _make_str(q, n)
            q = _str_alloc(n)
            kiln_str_replace_same(q, p, n, old._ptr(), new._ptr(), m, k, count)
            if self._is_ascii() and new._is_ascii():
                return _str_raw(q, n, True)
            return _make_str(q, n)
        # Counts the matches, then copies the pieces and the replacements into one new str
        # (no list of pieces, one allocation).
        i = 0
        hits = 0
        while hits != count:
            k = kiln_str_find(_ptr_add(p, i), n - i, old._ptr(), m)
            if k < 0:
                break
            i += k + m
            hits += 1
        if hits == 0:
            return self
        nm = new._blen()
        total = n + hits * (nm - m)
        q = _str_alloc(total)
        i = 0
        o = 0
        for _ in range(hits):
            k = kiln_str_find(_ptr_add(p, i), n - i, old._ptr(), m)
            _bcopy(_ptr_add(q, o), _ptr_add(p, i), k)
            o += k
            _bcopy(_ptr_add(q, o), new._ptr(), nm)
            o += nm
            i += k + m
        _bcopy(_ptr_add(q, o), _ptr_add(p, i), n - i)
        if self._is_ascii() and new._is_ascii():
            return _str_raw(q, total, True)
        return _make_str(q, total)

    # ---- stripping and padding ----

    def _strip_width(self, p: Ptr[byte], i: int, chars: str | None) -> int:
        # The width of the code point at byte i if strip removes it, else 0.
        if chars is None:
            return _space_width(p, i)
        w = _utf8_width(_load_byte(p, i))
        if kiln_str_find(chars._ptr(), chars._blen(), _ptr_add(p, i), w) >= 0:
            return w
        return 0

    @outline
    def _strip(self, chars: str | None, left: bool, right: bool) -> str:
        p = self._ptr()
        n = self._blen()
        b = 0
        e = n
        if chars is None and self._is_ascii():
            # ASCII whitespace, a byte at a time.
            if left:
                while b < e and _ascii_space(_load_byte(p, b)):
                    b += 1
            if right:
                while e > b and _ascii_space(_load_byte(p, e - 1)):
                    e -= 1
            if b == 0 and e == n:
                return self
            k = e - b
            if k <= 1 or (e == n and k * 2 >= n):
                return self._sub(b, e)  # "", a static one-character str or the tail
            if n <= 512:
                return _str_raw(_ptr_add(p, b), k, True)  # a view of a short str's bytes
            q = _str_alloc(k)
            _bcopy(q, _ptr_add(p, b), k)
            return _str_raw(q, k, True)
        if left:
            while b < e:
                w = self._strip_width(p, b, chars)
                if w == 0:
                    break
                b += w
        if right:
            while e > b:
                j = _prev_start(p, e)
                if self._strip_width(p, j, chars) == 0:
                    break
                e = j
        if b == 0 and e == n:
            return self
        return self._sub(b, e)

    def strip(self, chars: str | None = None) -> str:
        if chars is None and self._is_ascii():
            return self._strip_ascii()
        return self._strip(chars, True, True)

    def _strip_ascii(self) -> str:
        # strip() of an ASCII str, small enough for LLVM to inline at its calls (the loop of
        # _strip's ASCII case, whose other cases cost every call its register saves): the
        # bytes between the first and the last non-space byte, shared as _sub shares them.
        p = self._ptr()
        n = self._blen()
        b = 0
        e = n
        while b < e and _ascii_space(_load_byte(p, b)):
            b += 1
        while e > b and _ascii_space(_load_byte(p, e - 1)):
            e -= 1
        if b == 0 and e == n:
            return self
        if n <= 512 and e - b > 1:
            return _str_raw(_ptr_add(p, b), e - b, True)  # a view of a short str's bytes
        return self._sub(b, e)

    def lstrip(self, chars: str | None = None) -> str:
        return self._strip(chars, True, False)

    def rstrip(self, chars: str | None = None) -> str:
        return self._strip(chars, False, True)

    def removeprefix(self, prefix: str) -> str:
        if self.startswith(prefix):
            return self._sub(prefix._blen(), self._blen())
        return self

    def removesuffix(self, suffix: str) -> str:
        if suffix._blen() > 0 and self.endswith(suffix):
            return self._sub(0, self._blen() - suffix._blen())
        return self

    def _pad(self, width: int, fillchar: str, where: int) -> str:
        # where: 0 center, 1 ljust, 2 rjust.
        if fillchar.__len__() != 1:
            _raise("TypeError", "The fill character must be exactly one character long")
        marg = width - self.__len__()
        if marg <= 0:
            return self
        left = 0
        if where == 0:
            left = marg // 2 + (marg & width & 1)
        elif where == 2:
            left = marg
        return fillchar * left + self + fillchar * (marg - left)

    def center(self, width: int, fillchar: str = " ") -> str:
        return self._pad(width, fillchar, 0)

    def ljust(self, width: int, fillchar: str = " ") -> str:
        return self._pad(width, fillchar, 1)

    def rjust(self, width: int, fillchar: str = " ") -> str:
        return self._pad(width, fillchar, 2)

    def zfill(self, width: int) -> str:
        n = self.__len__()
        if width <= n:
            return self
        fill = "0" * (width - n)
        if n > 0:
            c = _load_byte(self._ptr(), 0)
            if c == 43 or c == 45:
                return self._sub(0, 1) + fill + self._sub(1, self._blen())
        return fill + self

    def expandtabs(self, tabsize: int = 8) -> str:
        parts: list[str] = []
        p = self._ptr()
        n = self._blen()
        col = 0
        start = 0
        i = 0
        while i < n:
            b = _load_byte(p, i)
            if b == 9:
                parts.append(self._sub(start, i))
                if tabsize > 0:
                    incr = tabsize - col % tabsize
                    parts.append(" " * incr)
                    col += incr
                i += 1
                start = i
                continue
            col += 1
            if b == 10 or b == 13:
                col = 0
            i += _utf8_width(b)
        parts.append(self._sub(start, n))
        return "".join(parts)

    # ---- case ----

    def _case(self, mode: int) -> str:
        out = Ptr[Ptr[byte]](1)
        n = kiln_str_case(self._ptr(), self._blen(), mode, out)
        if self._is_ascii():
            return _str_raw(out[0], n, True)
        return _make_str(out[0], n)

    def _ascii_shift(self, lo: int, hi: int) -> str:
        # An ASCII str with the letters in [lo, hi] moved by 32 (upper and lower).
        n = self._blen()
        p = self._ptr()
        q = _str_alloc(n)
        for i in range(n):
            b = _load_byte(p, i)
            if b >= lo and b <= hi:
                b = b ^ 32
            _store_byte(q, i, b)
        return _str_raw(q, n, True)

    def upper(self) -> str:
        if self._is_ascii():
            return self._ascii_shift(97, 122)
        return self._case(0)

    def lower(self) -> str:
        if self._is_ascii():
            return self._ascii_shift(65, 90)
        return self._case(1)

    def casefold(self) -> str:
        if self._is_ascii():
            return self._ascii_shift(65, 90)
        return self._case(2)

    def title(self) -> str:
        return self._case(3)

    def capitalize(self) -> str:
        return self._case(4)

    def swapcase(self) -> str:
        return self._case(5)

    # ---- predicates ----

    def isalpha(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 0) != 0

    def isdecimal(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 1) != 0

    def isdigit(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 2) != 0

    def isnumeric(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 3) != 0

    def isspace(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 4) != 0

    def isalnum(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 5) != 0

    def isupper(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 6) != 0

    def islower(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 7) != 0

    def istitle(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 8) != 0

    def isidentifier(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 9) != 0

    def isascii(self) -> bool:
        return self._is_ascii()

    def isprintable(self) -> bool:
        return kiln_str_pred(self._ptr(), self._blen(), 10) != 0

    # translate's and maketrans's helpers: what a table's value puts, what a key is.
    @overload
    def _translate_put(self, parts: list[str], v: int) -> None:
        _translate_char(parts, v)

    @overload
    def _translate_put(self, parts: list[str], v: str) -> None:
        parts.append(v)

    @overload
    def _translate_put(self, parts: list[str], v: int | None) -> None:
        if v is not None:
            _translate_char(parts, v)

    @overload
    def _translate_put(self, parts: list[str], v: str | None) -> None:
        if v is not None:
            parts.append(v)

    @overload
    @staticmethod
    def _maketrans_key(k: int) -> int:
        return k

    @overload
    @staticmethod
    def _maketrans_key(k: str) -> int:
        if len(k) != 1:
            _raise("ValueError", "string keys in translate table must be of length 1")
        return ord(k)

    def _translate(self, table) -> str:
        # table maps code points to a code point, a str or None (deleted); others are kept.
        parts: list[str] = []
        for ch in self:
            cp = ord(ch)
            if cp in table:
                self._translate_put(parts, table[cp])
            else:
                parts.append(ch)
        return "".join(parts)

    # translate and maketrans(mapping) take the tables CPython's do, and nothing else.
    @overload
    def translate(self, table: dict[int, int]) -> str:
        return self._translate(table)

    @overload
    def translate(self, table: dict[int, str]) -> str:
        return self._translate(table)

    @overload
    def translate(self, table: dict[int, int | None]) -> str:
        return self._translate(table)

    @overload
    def translate(self, table: dict[int, str | None]) -> str:
        return self._translate(table)

    @staticmethod
    def _maketrans(x):
        # str.maketrans(mapping): str keys (of one character) become code points.
        r = {}
        for k in x:
            r[str._maketrans_key(k)] = x[k]
        return r

    @overload
    @staticmethod
    def maketrans(x: dict[int, int]) -> dict[int, int]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[int, str]) -> dict[int, str]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[int, int | None]) -> dict[int, int | None]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[int, str | None]) -> dict[int, str | None]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[str, int]) -> dict[int, int]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[str, str]) -> dict[int, str]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[str, int | None]) -> dict[int, int | None]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: dict[str, str | None]) -> dict[int, str | None]:
        return str._maketrans(x)

    @overload
    @staticmethod
    def maketrans(x: str, y: str) -> dict[int, int]:
        if len(x) != len(y):
            _raise("ValueError", "the first two maketrans arguments must have equal length")
        r: dict[int, int] = {}
        for i in range(len(x)):
            r[ord(x[i])] = ord(y[i])
        return r

    @overload
    @staticmethod
    def maketrans(x: str, y: str, z: str) -> dict[int, int | None]:
        if len(x) != len(y):
            _raise("ValueError", "the first two maketrans arguments must have equal length")
        r: dict[int, int | None] = {}
        for i in range(len(x)):
            r[ord(x[i])] = ord(y[i])
        for ch in z:
            r[ord(ch)] = None
        return r

    def __repr__(self) -> str:
        # CPython's quoting: single quotes unless the text holds ' and no ", escapes for
        # the backslash, the quote, \n \r \t and other control characters (C0, DEL, C1),
        # U+00A0 and U+00AD; other non-ASCII code points are copied when printable, else
        # written \uXXXX or \UXXXXXXXX.
        n = self._blen()
        p = self._ptr()
        has_single = False
        has_double = False
        for i in range(n):
            b = _load_byte(p, i)
            if b == 39:
                has_single = True
            elif b == 34:
                has_double = True
        quote = 34 if has_single and not has_double else 39
        out = _str_alloc(4 * n + 2)
        k = 1
        _store_byte(out, 0, quote)
        i = 0
        while i < n:
            b = _load_byte(p, i)
            i += 1
            if b == 0xC2 and i < n and (_load_byte(p, i) <= 0xA0 or _load_byte(p, i) == 0xAD):
                b = _load_byte(p, i)  # U+0080..U+00A0 and U+00AD are written \xNN
                i += 1
            elif b >= 0x80:
                # A code point of two or more bytes: copied when printable (CPython's
                # Py_UNICODE_ISPRINTABLE, the Unicode table's flag), else \uXXXX or \UXXXXXXXX.
                w = _utf8_width(b)
                if kiln_str_pred(_ptr_add(p, i - 1), w, 10) != 0:
                    for j in range(w):
                        _store_byte(out, k + j, _load_byte(p, i - 1 + j))
                    k += w
                else:
                    cp = _cp_at(p, i - 1)
                    digits = 4 if cp < 0x10000 else 8
                    _store_byte(out, k, 92)
                    _store_byte(out, k + 1, 117 if digits == 4 else 85)
                    for j in range(digits):
                        _store_byte(out, k + 2 + j, _hex_digit((cp >> (4 * (digits - 1 - j))) & 15))
                    k += 2 + digits
                i += w - 1
                continue
            if b == quote or b == 92:
                _store_byte(out, k, 92)
                _store_byte(out, k + 1, b)
                k += 2
            elif b == 10 or b == 13 or b == 9:
                _store_byte(out, k, 92)
                _store_byte(out, k + 1, 110 if b == 10 else (114 if b == 13 else 116))
                k += 2
            elif b < 32 or b >= 127:
                _store_byte(out, k, 92)
                _store_byte(out, k + 1, 120)
                _store_byte(out, k + 2, _hex_digit(b >> 4))
                _store_byte(out, k + 3, _hex_digit(b & 15))
                k += 4
            else:
                _store_byte(out, k, b)
                k += 1
        _store_byte(out, k, quote)
        _store_nul(out, k + 1)  # strings keep a NUL after their bytes (see _str_alloc)
        return _str_raw(out, k + 1, self._is_ascii())


def _reversed_strs(r: list[str]) -> list[str]:
    out: list[str] = []
    i = r._len - 1
    while i >= 0:
        out.append(r._data[i])
        i -= 1
    return out


class _split_iter:
    # The pieces of `for v in s.split(sep)`, one at a time (passes/splititer.go): the piece
    # from byte _i to the next sep (or the end), carved as split carves them (_carve: a view
    # of a text of at most 512 bytes, else copied into 512-byte chunks shared with the next
    # pieces). _i is past the end once the last piece is out. s is immutable, so the pieces
    # are split's, in split's order, and an empty sep raises split's ValueError here.
    _s: str
    _sep: str
    _i: int
    _q: Ptr[byte]
    _room: int

    def __init__(self, s: str, sep: str):
        if sep._blen() == 0:
            _raise("ValueError", "empty separator")
        self._s = s
        self._sep = sep
        self._i = 0
        self._q = s._ptr()
        self._room = _carve_room(s._blen())

    def _has_next(self) -> bool:
        return self._i <= self._s._blen()

    def __next__(self) -> str:
        s = self._s
        p = s._ptr()
        n = s._blen()
        i = self._i
        m = self._sep._blen()
        k = kiln_str_find(_ptr_add(p, i), n - i, self._sep._ptr(), m)
        e = n
        if k >= 0:
            e = i + k
        piece, q, room = _carve(p, i, e, s._is_ascii(), self._q, self._room, n - i)
        self._q = q
        self._room = room
        self._i = e + m
        return piece


class _str_iter:
    _s: str
    _i: int

    def __init__(self, s: str):
        self._s = s
        self._i = 0

    def _has_next(self) -> bool:
        return self._i < self._s._blen()

    def __next__(self) -> str:
        i = self._i
        c = _load_byte(self._s._ptr(), i)
        if c < 0x80:
            self._i = i + 1
            return _ascii_char(c)
        self._i = i + _utf8_width(c)
        return self._s._sub(i, i + _utf8_width(c))


# _str_cat2 to _str_cat8 join their parts in one allocation (the strconcat pass). A part is a
# str, or an int written as str() writes it (the pass drops the str() call around it), so
# "id" + str(n) makes no temporary str. The parameters are generic: each realization is
# for one list of part types. The result is ASCII when every part is.
def _str_cat2(a, b) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    total = na + nb
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    b._cat_put(p, o, nb)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii())


def _str_cat3(a, b, c) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    nc = c._cat_len()
    total = na + nb + nc
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    o = b._cat_put(p, o, nb)
    c._cat_put(p, o, nc)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii() and c._cat_ascii())


def _str_cat4(a, b, c, d) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    nc = c._cat_len()
    nd = d._cat_len()
    total = na + nb + nc + nd
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    o = b._cat_put(p, o, nb)
    o = c._cat_put(p, o, nc)
    d._cat_put(p, o, nd)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii() and c._cat_ascii() and d._cat_ascii())


def _str_cat5(a, b, c, d, e) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    nc = c._cat_len()
    nd = d._cat_len()
    ne = e._cat_len()
    total = na + nb + nc + nd + ne
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    o = b._cat_put(p, o, nb)
    o = c._cat_put(p, o, nc)
    o = d._cat_put(p, o, nd)
    e._cat_put(p, o, ne)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii() and c._cat_ascii() and d._cat_ascii() and e._cat_ascii())


def _str_cat6(a, b, c, d, e, f) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    nc = c._cat_len()
    nd = d._cat_len()
    ne = e._cat_len()
    nf = f._cat_len()
    total = na + nb + nc + nd + ne + nf
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    o = b._cat_put(p, o, nb)
    o = c._cat_put(p, o, nc)
    o = d._cat_put(p, o, nd)
    o = e._cat_put(p, o, ne)
    f._cat_put(p, o, nf)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii() and c._cat_ascii() and d._cat_ascii() and e._cat_ascii() and f._cat_ascii())


def _str_cat7(a, b, c, d, e, f, g) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    nc = c._cat_len()
    nd = d._cat_len()
    ne = e._cat_len()
    nf = f._cat_len()
    ng = g._cat_len()
    total = na + nb + nc + nd + ne + nf + ng
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    o = b._cat_put(p, o, nb)
    o = c._cat_put(p, o, nc)
    o = d._cat_put(p, o, nd)
    o = e._cat_put(p, o, ne)
    o = f._cat_put(p, o, nf)
    g._cat_put(p, o, ng)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii() and c._cat_ascii() and d._cat_ascii() and e._cat_ascii() and f._cat_ascii() and g._cat_ascii())


def _str_cat8(a, b, c, d, e, f, g, h) -> str:
    na = a._cat_len()
    nb = b._cat_len()
    nc = c._cat_len()
    nd = d._cat_len()
    ne = e._cat_len()
    nf = f._cat_len()
    ng = g._cat_len()
    nh = h._cat_len()
    total = na + nb + nc + nd + ne + nf + ng + nh
    p = _str_alloc(total)
    o = a._cat_put(p, 0, na)
    o = b._cat_put(p, o, nb)
    o = c._cat_put(p, o, nc)
    o = d._cat_put(p, o, nd)
    o = e._cat_put(p, o, ne)
    o = f._cat_put(p, o, nf)
    o = g._cat_put(p, o, ng)
    h._cat_put(p, o, nh)
    return _str_raw(p, total, a._cat_ascii() and b._cat_ascii() and c._cat_ascii() and d._cat_ascii() and e._cat_ascii() and f._cat_ascii() and g._cat_ascii() and h._cat_ascii())
