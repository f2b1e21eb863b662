# The bytes class (immutable byte strings: literals b'...', bytes(n), bytes(ints), str.encode,
# decode), str.encode, and the binary files open(path, 'rb' | 'wb' | ...) returns.
#
# Searching, splitting and replacing reuse str's methods on a view of the bytes as an "ASCII"
# str (_bview): every byte is one character there, so str's byte-wise ASCII paths give the
# byte offsets bytes needs.


class bytes:
    _n: int
    _p: Ptr[byte]

    @overload
    def __init__(self) -> None:
        self._n = 0
        self._p = _str_alloc(0)

    @overload
    def __init__(self, n: int) -> None:
        if n < 0:
            raise ValueError("negative count")
        self._n = n
        self._p = _str_alloc(n)
        for i in range(n):
            _store_byte(self._p, i, 0)

    @overload
    def __init__(self, ints: list[int]) -> None:
        n = len(ints)
        self._n = n
        self._p = _str_alloc(n)
        for i in range(n):
            v = ints[i]
            if v < 0 or v > 255:
                raise ValueError("bytes must be in range(0, 256)")
            _store_byte(self._p, i, v)

    @overload
    def __init__(self, b: bytes) -> None:
        self._n = b._n
        self._p = b._p

    @overload
    def __init__(self, s: str, encoding: str) -> None:
        e = s.encode(encoding)
        self._n = e._n
        self._p = e._p

    @overload
    def __init__(self, p: Ptr[byte], n: int) -> None:
        # The stdlib's: n bytes at p, which nothing changes afterwards.
        self._n = n
        self._p = p

    def __len__(self) -> int:
        return self._n

    def __bool__(self) -> bool:
        return self._n != 0

    @overload
    def __getitem__(self, i: int) -> int:
        n = self._n
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError("index out of range")
        return _load_byte(self._p, i)

    @overload
    def __getitem__(self, s: slice) -> bytes:
        start, stop, step = s.indices(self._n)
        count = _slice_len(start, stop, step)
        if step == 1:
            return bytes(_ptr_add(self._p, start), count)
        q = _str_alloc(count)
        for k in range(count):
            _store_byte(q, k, _load_byte(self._p, start + k * step))
        return bytes(q, count)

    def __iter__(self) -> _bytes_iter:
        return _bytes_iter(self)

    @overload
    def __contains__(self, x: int) -> bool:
        if x < 0 or x > 255:
            raise ValueError("byte must be in range(0, 256)")
        for i in range(self._n):
            if _load_byte(self._p, i) == x:
                return True
        return False

    @overload
    def __contains__(self, sub: bytes) -> bool:
        return kiln_str_find(self._p, self._n, sub._p, sub._n) >= 0

    def __add__(self, other: bytes) -> bytes:
        n = self._n + other._n
        q = _str_alloc(n)
        self._p._copy(q, self._n)
        other._p._copy(_ptr_add(q, self._n), other._n)
        return bytes(q, n)

    def __mul__(self, times: int) -> bytes:
        if times <= 0 or self._n == 0:
            return bytes()
        n = self._n * times
        q = _str_alloc(n)
        for k in range(times):
            self._p._copy(_ptr_add(q, k * self._n), self._n)
        return bytes(q, n)

    def __rmul__(self, times: int) -> bytes:
        return self * times

    def __eq__(self, other: bytes) -> bool:
        return kiln_str_eq(self._p, self._n, other._p, other._n) != 0

    def __ne__(self, other: bytes) -> bool:
        return kiln_str_eq(self._p, self._n, other._p, other._n) == 0

    def __lt__(self, other: bytes) -> bool:
        return kiln_str_cmp(self._p, self._n, other._p, other._n) < 0

    def __le__(self, other: bytes) -> bool:
        return kiln_str_cmp(self._p, self._n, other._p, other._n) <= 0

    def __gt__(self, other: bytes) -> bool:
        return kiln_str_cmp(self._p, self._n, other._p, other._n) > 0

    def __ge__(self, other: bytes) -> bool:
        return kiln_str_cmp(self._p, self._n, other._p, other._n) >= 0

    def __hash__(self) -> int:
        # As str's hash of the same bytes (CPython's agree for ASCII).
        return kiln_str_hash(self._p, self._n)

    def __repr__(self) -> str:
        # CPython's bytes repr: b'...' (b"..." when there is a ' and no "), \t \n \r, \\,
        # the quote, and \xNN for other bytes outside the printable ASCII range.
        quote = 39
        if self._has(39) and not self._has(34):
            quote = 34
        out = Ptr[byte](4 * self._n + 3)
        _store_byte(out, 0, 98)
        _store_byte(out, 1, quote)
        k = 2
        for i in range(self._n):
            c = _load_byte(self._p, i)
            if c == quote or c == 92:
                _store_byte(out, k, 92)
                _store_byte(out, k + 1, c)
                k += 2
            elif c == 9 or c == 10 or c == 13:
                _store_byte(out, k, 92)
                _store_byte(out, k + 1, 116 if c == 9 else (110 if c == 10 else 114))
                k += 2
            elif c < 32 or c >= 127:
                _store_byte(out, k, 92)
                _store_byte(out, k + 1, 120)
                _store_byte(out, k + 2, _hex_digit(c >> 4))
                _store_byte(out, k + 3, _hex_digit(c & 15))
                k += 4
            else:
                _store_byte(out, k, c)
                k += 1
        _store_byte(out, k, quote)
        return _str_raw(out, k + 1, True)

    def __str__(self) -> str:
        return self.__repr__()

    def _has(self, c: int) -> bool:
        for i in range(self._n):
            if _load_byte(self._p, i) == c:
                return True
        return False

    def decode(self, encoding: str = "utf-8") -> str:
        e = _codec(encoding)
        if e == "ascii":
            for i in range(self._n):
                c = _load_byte(self._p, i)
                if c >= 128:
                    _decode_error("ascii", c, i, i, "ordinal not in range(128)")
        else:
            _check_utf8(self._p, self._n)
        q = _str_alloc(self._n)
        self._p._copy(q, self._n)
        return _make_str(q, self._n)

    def hex(self) -> str:
        q = _str_alloc(2 * self._n)
        for i in range(self._n):
            c = _load_byte(self._p, i)
            _store_byte(q, 2 * i, _hex_digit(c >> 4))
            _store_byte(q, 2 * i + 1, _hex_digit(c & 15))
        return _str_raw(q, 2 * self._n, True)

    @staticmethod
    def fromhex(s: str) -> bytes:
        # Pairs of hex digits, with whitespace between the pairs.
        q = _str_alloc(s._blen())
        n = 0
        i = 0
        m = s._blen()
        while i < m:
            c = _load_byte(s._ptr(), i)
            if c == 32 or (c >= 9 and c <= 13):
                i += 1
                continue
            hi = _hex_value(c)
            lo = -1
            if i + 1 < m:
                lo = _hex_value(_load_byte(s._ptr(), i + 1))
            if hi < 0:
                raise ValueError("non-hexadecimal number found in fromhex() arg at position " + str(i))
            if lo < 0:
                raise ValueError("non-hexadecimal number found in fromhex() arg at position " + str(i + 1))
            _store_byte(q, n, hi * 16 + lo)
            n += 1
            i += 2
        return bytes(q, n)

    def find(self, sub: bytes) -> int:
        return kiln_str_find(self._p, self._n, sub._p, sub._n)

    def count(self, sub: bytes) -> int:
        return _bview(self).count(_bview(sub))

    def startswith(self, prefix: bytes) -> bool:
        return prefix._n <= self._n and kiln_str_eq(self._p, prefix._n, prefix._p, prefix._n) != 0

    def endswith(self, suffix: bytes) -> bool:
        k = self._n - suffix._n
        return k >= 0 and kiln_str_eq(_ptr_add(self._p, k), suffix._n, suffix._p, suffix._n) != 0

    def split(self, sep: bytes | None = None, maxsplit: int = -1) -> list[bytes]:
        out: list[bytes] = []
        if sep is not None:
            for part in _bview(self).split(_bview(sep), maxsplit):
                out.append(_from_view(part))
            return out
        # Runs of ASCII whitespace separate; none at the ends.
        i = 0
        n = self._n
        while True:
            while i < n and _bspace(_load_byte(self._p, i)):
                i += 1
            if i >= n:
                break
            if maxsplit == 0:
                j = n
                while j > i and _bspace(_load_byte(self._p, j - 1)):
                    j -= 1
                out.append(bytes(_ptr_add(self._p, i), j - i))
                break
            j = i
            while j < n and not _bspace(_load_byte(self._p, j)):
                j += 1
            out.append(bytes(_ptr_add(self._p, i), j - i))
            maxsplit -= 1
            i = j
        return out

    def strip(self, chars: bytes | None = None) -> bytes:
        i = 0
        j = self._n
        while i < j and self._strips(_load_byte(self._p, i), chars):
            i += 1
        while j > i and self._strips(_load_byte(self._p, j - 1), chars):
            j -= 1
        return bytes(_ptr_add(self._p, i), j - i)

    def _strips(self, c: int, chars: bytes | None) -> bool:
        if chars is None:
            return _bspace(c)
        return chars._has(c)

    def join(self, parts: list[bytes]) -> bytes:
        views: list[str] = []
        for b in parts:
            views.append(_bview(b))
        return _from_view(_bview(self).join(views))

    def replace(self, old: bytes, new: bytes, count: int = -1) -> bytes:
        return _from_view(_bview(self).replace(_bview(old), _bview(new), count))

    def upper(self) -> bytes:
        return self._case(97, 65)

    def lower(self) -> bytes:
        return self._case(65, 97)

    def _case(self, lo: int, to: int) -> bytes:
        # ASCII letters from lo..lo+25 to to..to+25; other bytes as they are.
        q = _str_alloc(self._n)
        for i in range(self._n):
            c = _load_byte(self._p, i)
            if c >= lo and c < lo + 26:
                c = c - lo + to
            _store_byte(q, i, c)
        return bytes(q, self._n)


class _bytes_iter:
    _b: bytes
    _i: int

    def __init__(self, b: bytes):
        self._b = b
        self._i = 0

    def __iter__(self) -> _bytes_iter:
        return self

    def _has_next(self) -> bool:
        return self._i < self._b._n

    def __next__(self) -> int:
        i = self._i
        self._i = i + 1
        return _load_byte(self._b._p, i)


def _bytes_lit(s: str) -> bytes:
    # A b'...' literal: s holds its bytes (the checker passes the literal's raw bytes).
    return bytes(s._ptr(), s._blen())


def _bview(b: bytes) -> str:
    return _str_raw(b._p, b._n, True)


def _from_view(s: str) -> bytes:
    return bytes(s._ptr(), s._blen())


def _bspace(c: int) -> bool:
    # bytes.isspace: space, \t \n \v \f \r.
    return c == 32 or (c >= 9 and c <= 13)


def _hex_value(c: int) -> int:
    if c >= 48 and c <= 57:
        return c - 48
    if c >= 97 and c <= 102:
        return c - 87
    if c >= 65 and c <= 70:
        return c - 55
    return -1


def _codec(encoding: str) -> str:
    # The codecs Kiln has: utf-8 and ascii, under CPython's spellings of them.
    e = encoding.lower().replace("_", "-")
    if e == "utf-8" or e == "utf8" or e == "u8":
        return "utf-8"
    if e == "ascii" or e == "us-ascii" or e == "646":
        return "ascii"
    raise LookupError("unknown encoding: " + encoding)


def _decode_error(codec: str, c: int, start: int, end: int, reason: str) -> None:
    msg = "'" + codec + "' codec can't decode "
    if start == end:
        msg = msg + "byte 0x" + _hex2(c) + " in position " + str(start)
    else:
        msg = msg + "bytes in position " + str(start) + "-" + str(end)
    raise _with_msg(UnicodeDecodeError(), msg + ": " + reason)


def _hex2(c: int) -> str:
    q = _str_alloc(2)
    _store_byte(q, 0, _hex_digit(c >> 4))
    _store_byte(q, 1, _hex_digit(c & 15))
    return _str_raw(q, 2, True)


def _check_utf8(p: Ptr[byte], n: int) -> None:
    # CPython's UTF-8 decoder's errors: an invalid start byte, an invalid continuation byte
    # (after the valid ones before it), or the end of the data inside a sequence.
    i = 0
    while i < n:
        c = _load_byte(p, i)
        if c < 0x80:
            i += 1
            continue
        if c < 0xC2 or c > 0xF4:
            _decode_error("utf-8", c, i, i, "invalid start byte")
        need = 1 if c < 0xE0 else (2 if c < 0xF0 else 3)
        lo = 0x80
        hi = 0xBF
        if c == 0xE0:
            lo = 0xA0
        elif c == 0xED:
            hi = 0x9F
        elif c == 0xF0:
            lo = 0x90
        elif c == 0xF4:
            hi = 0x8F
        for k in range(1, need + 1):
            if i + k >= n:
                _decode_error("utf-8", c, i, i + k - 1, "unexpected end of data")
            d = _load_byte(p, i + k)
            if d < lo or d > hi:
                _decode_error("utf-8", c, i, i + k - 1, "invalid continuation byte")
            lo = 0x80
            hi = 0xBF
        i += need + 1


@extend
class str:
    def encode(self, encoding: str = "utf-8") -> bytes:
        e = _codec(encoding)
        if e == "ascii" and not self._is_ascii():
            _encode_error(self)
        if not self._is_ascii() and _has_surrogate(self):
            _surrogate_error(self, e)
        q = _str_alloc(self._blen())
        self._ptr()._copy(q, self._blen())
        return bytes(q, self._blen())


def _has_surrogate(s: str) -> bool:
    # Whether s holds a lone surrogate (chr(0xD800) to chr(0xDFFF)), stored as the bytes ED A0
    # to ED BF and a third, which strict UTF-8 cannot encode.
    p = s._ptr()
    n = s._blen()
    for i in range(n - 1):
        if _load_byte(p, i) == 0xED and _load_byte(p, i + 1) >= 0xA0:
            return True
    return False


def _surrogate_error(s: str, codec: str) -> None:
    # CPython's message names the first run of surrogates.
    start = -1
    end = -1
    for i in range(len(s)):
        c = ord(s[i])
        if 0xD800 <= c and c <= 0xDFFF:
            if start < 0:
                start = i
            end = i
        elif start >= 0:
            break
    msg = "'" + codec + "' codec can't encode "
    if start == end:
        msg = msg + "character '" + _escape_cp(ord(s[start])) + "' in position " + str(start)
    else:
        msg = msg + "characters in position " + str(start) + "-" + str(end)
    raise _with_msg(UnicodeEncodeError(), msg + ": surrogates not allowed")


def _encode_error(s: str) -> None:
    # CPython's message names the first run of characters ASCII cannot encode.
    start = -1
    end = -1
    for i in range(len(s)):
        if ord(s[i]) >= 128:
            if start < 0:
                start = i
            end = i
        elif start >= 0:
            break
    msg = "'ascii' codec can't encode "
    if start == end:
        msg = msg + "character '" + _escape_cp(ord(s[start])) + "' in position " + str(start)
    else:
        msg = msg + "characters in position " + str(start) + "-" + str(end)
    raise _with_msg(UnicodeEncodeError(), msg + ": ordinal not in range(128)")


def _escape_cp(c: int) -> str:
    # \xNN, \uNNNN or \UNNNNNNNN, as CPython's encode errors name a character.
    digits = 2 if c < 0x100 else (4 if c < 0x10000 else 8)
    q = _str_alloc(digits + 2)
    _store_byte(q, 0, 92)
    _store_byte(q, 1, 120 if digits == 2 else (117 if digits == 4 else 85))
    for k in range(digits):
        _store_byte(q, 2 + k, _hex_digit((c >> (4 * (digits - 1 - k))) & 15))
    return _str_raw(q, digits + 2, True)


def _open_binary(file: str, mode: str = "rb", buffering: int = -1, encoding: str | None = None) -> BufferedReader:
    # open() with a constant mode holding 'b' (the checker calls this one for it).
    m = _Mode(mode)
    if encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    kind = "BufferedRandom"
    if not m.writing:
        kind = "BufferedReader"
    elif not m.reading:
        kind = "BufferedWriter"
    return BufferedReader(_open_file(file, m), file, mode, m, kind)


class BufferedReader:
    """A binary file: bytes read and written through a buffered C FILE. CPython has three
    classes (BufferedReader, BufferedWriter, BufferedRandom); Kiln's one shows their repr."""

    name: str
    mode: str
    _kind: str
    _f: Ptr[byte]
    _closed: bool
    _readable: bool
    _writable: bool
    _wrote: bool

    def __init__(self, f: Ptr[byte], name: str, mode: str, m: _Mode, kind: str) -> None:
        self._f = f
        self.name = name
        self.mode = mode
        self._kind = kind
        self._closed = False
        self._readable = m.reading
        self._writable = m.writing
        self._wrote = False

    @property
    def closed(self) -> bool:
        return self._closed

    def __repr__(self) -> str:
        return "<_io." + self._kind + " name=" + repr(self.name) + ">"

    def readable(self) -> bool:
        self._check_open()
        return self._readable

    def writable(self) -> bool:
        self._check_open()
        return self._writable

    def _check_open(self) -> None:
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    def _for_reading(self, op: str) -> None:
        # CPython's buffered files check the direction before the closed state.
        if not self._readable:
            raise UnsupportedOperation("read")
        if self._closed:
            raise ValueError(op + " of closed file")
        if self._wrote:
            kiln_fseek_cur(self._f)
            self._wrote = False

    def _for_writing(self) -> None:
        if not self._writable:
            raise UnsupportedOperation("write")
        if self._closed:
            raise ValueError("write to closed file")
        if not self._wrote:
            kiln_fseek_cur(self._f)
            self._wrote = True

    def _read_bytes(self, n: int) -> bytes:
        p = _str_alloc(n)
        got = kiln_fread(self._f, p, n)
        return bytes(p, got)

    def read(self, size: int = -1) -> bytes:
        self._for_reading("read")
        if size >= 0:
            return self._read_bytes(size)
        parts: list[bytes] = []
        while True:
            chunk = self._read_bytes(65536)
            if chunk._n == 0:
                break
            parts.append(chunk)
        return bytes().join(parts)

    def readline(self) -> bytes:
        self._for_reading("readline")
        out = Ptr[Ptr[byte]](1)
        n = kiln_fgetline(self._f, out)
        if n < 0:
            return bytes()
        return bytes(out[0], n)

    def seek(self, offset: int, whence: int = 0) -> int:
        self._check_open()
        if whence < 0 or whence > 2:
            raise ValueError("whence value " + str(whence) + " unsupported")
        if whence == 0 and offset < 0:
            raise ValueError("negative seek position " + str(offset))
        return _seek(self._f, offset, whence)

    def tell(self) -> int:
        self._check_open()
        return _seek(self._f, 0, 1)

    def readlines(self) -> list[bytes]:
        self._check_open()
        lines: list[bytes] = []
        while True:
            line = self.readline()
            if line._n == 0:
                break
            lines.append(line)
        return lines

    def write(self, b: bytes) -> int:
        self._for_writing()
        _check_os(kiln_fwrite(self._f, b._p, b._n))
        return b._n

    def writelines(self, lines: list[bytes]) -> None:
        self._check_open()
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self._closed:
            raise ValueError("flush of closed file")
        _check_os(kiln_fflush(self._f))

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        _check_os(kiln_fclose(self._f))

    def __enter__(self) -> BufferedReader:
        self._check_open()
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        self.close()

    def __iter__(self) -> _binary_lines:
        self._check_open()
        return _binary_lines(self)


class _binary_lines:
    _f: BufferedReader
    _line: bytes

    def __init__(self, f: BufferedReader):
        self._f = f
        self._line = bytes()

    def __iter__(self) -> _binary_lines:
        return self

    def _has_next(self) -> bool:
        self._line = self._f.readline()
        return self._line._n > 0

    def __next__(self) -> bytes:
        return self._line
