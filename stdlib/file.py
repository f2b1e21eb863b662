# open() and the text file (TextIOWrapper) it returns: CPython's modes, methods and errors over
# the C library's buffered FILE (runtime/kiln.c: kiln_open, kiln_fread, ...), which flushes at
# close and at exit. Binary files (mode 'b') are in stdlib/bytes.py. Also the helpers of
# the os and os.path modules (stdlib/lib/os.py) that both use.

from C import kiln_open(Ptr[byte], int, int) -> int
from C import kiln_fdopen(int, Ptr[byte]) -> Ptr[byte]
from C import kiln_fread(Ptr[byte], Ptr[byte], int) -> int
from C import kiln_fwrite(Ptr[byte], Ptr[byte], int) -> int
from C import kiln_fflush(Ptr[byte]) -> int
from C import kiln_fclose(Ptr[byte]) -> int
from C import kiln_fseek_cur(Ptr[byte]) -> None
from C import kiln_fseek(Ptr[byte], int, int) -> int
from C import kiln_fgetline(Ptr[byte], Ptr[Ptr[byte]]) -> int
from C import kiln_strerror(int) -> Ptr[byte]
from C import kiln_stat(Ptr[byte], Ptr[int]) -> int
from C import kiln_getcwd() -> Ptr[byte]
from C import kiln_errno() -> int


def _cstr(s: str) -> Ptr[byte]:
    # s's bytes with a NUL after them, for C (a slice of a str may share its data).
    n = s._blen()
    p = _str_alloc(n)
    for i in range(n):
        _store_byte(p, i, _load_byte(s._ptr(), i))
    return p


def _raise_os(err: int, filename: str) -> None:
    # The OSError subclass for errno err about a file, with CPython's message.
    raise _os_error(err, _str_from_cstr(kiln_strerror(err)), filename, True)


def _raise_os_noname(err: int) -> None:
    raise _os_error(err, _str_from_cstr(kiln_strerror(err)), "", False)


def _check_os(r: int) -> int:
    # r from a runtime file call: -errno raises that OSError (without a file name), else r.
    if r < 0:
        _raise_os_noname(0 - r)
    return r


class _Mode:
    """A parsed open() mode: what CPython's _io.open accepts, with its flags for open(2)."""

    flags: int
    cmode: str
    reading: bool
    writing: bool
    binary: bool

    def __init__(self, mode: str) -> None:
        counts = [0, 0, 0, 0, 0, 0, 0]  # r w a x + b t
        for ch in mode:
            k = "rwax+bt".find(ch)
            if k < 0 or counts[k] > 0:
                raise ValueError("invalid mode: " + repr(mode))
            counts[k] += 1
        kinds = counts[0] + counts[1] + counts[2] + counts[3]
        if counts[5] > 0 and counts[6] > 0:
            raise ValueError("can't have text and binary mode at once")
        if kinds != 1:
            raise ValueError("must have exactly one of create/read/write/append mode")
        plus = counts[4] > 0
        self.binary = counts[5] > 0
        self.reading = counts[0] > 0 or plus
        self.writing = counts[0] == 0 or plus
        # O_RDONLY 0, O_WRONLY 1, O_RDWR 2, O_CREAT 64, O_EXCL 128, O_TRUNC 512, O_APPEND 1024
        acc = 2 if plus else (0 if counts[0] > 0 else 1)
        if counts[0] > 0:
            self.flags = acc
            self.cmode = "r+" if plus else "r"
        elif counts[1] > 0:
            self.flags = acc | 64 | 512
            self.cmode = "w+" if plus else "w"
        elif counts[2] > 0:
            self.flags = acc | 64 | 1024
            self.cmode = "a+" if plus else "a"
        else:
            self.flags = acc | 64 | 128
            self.cmode = "w+" if plus else "w"


def _check_encoding(encoding: str | None) -> None:
    # Files are UTF-8 (ASCII is its subset); another codec is a LookupError, as CPython's for
    # one it does not know.
    if encoding is None:
        return
    e = encoding.lower().replace("_", "-")
    if e != "utf-8" and e != "utf8" and e != "ascii" and e != "us-ascii":
        raise LookupError("unknown encoding: " + encoding)


def _open_file(path: str, m: _Mode) -> Ptr[byte]:
    fd = kiln_open(_cstr(path), m.flags, 438)  # 0o666, less the umask
    if fd < 0:
        _raise_os(0 - fd, path)
    return kiln_fdopen(fd, _cstr(m.cmode))


def open(file: str, mode: str = "r", buffering: int = -1, encoding: str | None = None) -> TextIOWrapper:
    # A text file. A binary mode must be a constant (the checker then calls _open_binary,
    # stdlib/bytes.py): the type of what read() returns depends on it.
    m = _Mode(mode)
    if m.binary:
        raise ValueError("not supported yet: open() with a binary mode that is not a constant")
    if buffering == 0:
        raise ValueError("can't have unbuffered text I/O")
    _check_encoding(encoding)
    return TextIOWrapper(_open_file(file, m), file, mode, m)


class TextIOWrapper:
    """A text file open()ed by name: UTF-8, read and written through a buffered C FILE."""

    name: str
    mode: str
    _f: Ptr[byte]
    _closed: bool
    _readable: bool
    _writable: bool
    _wrote: bool  # the last operation was a write (r+ must reposition before reading)

    def __init__(self, f: Ptr[byte], name: str, mode: str, m: _Mode) -> None:
        self._f = f
        self.name = name
        self.mode = mode
        self._closed = False
        self._readable = m.reading
        self._writable = m.writing
        self._wrote = False

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def encoding(self) -> str:
        return "UTF-8"

    def __repr__(self) -> str:
        return "<_io.TextIOWrapper name=" + repr(self.name) + " mode=" + repr(self.mode) + " encoding='UTF-8'>"

    def readable(self) -> bool:
        self._check_open()
        return self._readable

    def writable(self) -> bool:
        self._check_open()
        return self._writable

    def _check_open(self) -> None:
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    def _for_reading(self) -> None:
        self._check_open()
        if not self._readable:
            raise UnsupportedOperation("not readable")
        if self._wrote:
            kiln_fseek_cur(self._f)
            self._wrote = False

    def _for_writing(self) -> None:
        self._check_open()
        if not self._writable:
            raise UnsupportedOperation("not writable")
        if not self._wrote:
            kiln_fseek_cur(self._f)
            self._wrote = True

    def _read_bytes(self, n: int) -> str:
        # Up to n bytes as a str (the caller completes a code point cut at the end).
        p = _str_alloc(n)
        got = kiln_fread(self._f, p, n)
        _store_nul(p, got)
        return _make_str(p, got)

    def read(self, size: int = -1) -> str:
        self._for_reading()
        if size < 0:
            parts: list[str] = []
            while True:
                chunk = self._read_bytes(65536)
                if chunk._blen() == 0:
                    break
                parts.append(chunk)
            return _newlines(_checked_text(_complete("".join(parts), self)))
        # size counts characters: read bytes until there are that many code points.
        s = ""
        while len(s) < size:
            chunk = _checked_text(_complete(self._read_bytes(size - len(s)), self))
            if chunk._blen() == 0:
                break
            s = s + chunk
        return s

    def readline(self) -> str:
        self._for_reading()
        out = Ptr[Ptr[byte]](1)
        n = kiln_fgetline(self._f, out)
        if n < 0:
            return ""
        line = _checked_text(_make_str(out[0], n))
        if n >= 2 and _load_byte(out[0], n - 2) == 13:
            return _newlines(line)
        return line

    def seek(self, offset: int, whence: int = 0) -> int:
        self._check_open()
        if whence == 1 and offset != 0:
            raise UnsupportedOperation("can't do nonzero cur-relative seeks")
        if whence == 2 and offset != 0:
            raise UnsupportedOperation("can't do nonzero end-relative seeks")
        if whence < 0 or whence > 2:
            raise ValueError("invalid whence (" + str(whence) + ", should be 0, 1 or 2)")
        if offset < 0:
            raise ValueError("negative seek position " + str(offset))
        return _seek(self._f, offset, whence)

    def tell(self) -> int:
        self._check_open()
        return _seek(self._f, 0, 1)

    def readlines(self) -> list[str]:
        self._check_open()
        lines: list[str] = []
        while True:
            line = self.readline()
            if line._blen() == 0:
                break
            lines.append(line)
        return lines

    def write(self, s: str) -> int:
        self._for_writing()
        _check_os(kiln_fwrite(self._f, s._ptr(), s._blen()))
        return len(s)

    def writelines(self, lines: list[str]) -> None:
        self._check_open()
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        self._check_open()
        _check_os(kiln_fflush(self._f))

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        _check_os(kiln_fclose(self._f))

    def __enter__(self) -> TextIOWrapper:
        self._check_open()
        return self

    def __exit__(self, exc_type, exc, tb) -> None:
        self.close()

    def __iter__(self) -> _file_lines:
        self._check_open()
        return _file_lines(self)


def _seek(f: Ptr[byte], offset: int, whence: int) -> int:
    return _check_os(kiln_fseek(f, offset, whence))


def _newlines(s: str) -> str:
    # Universal newlines: text mode reads \r\n and \r as \n.
    if s.find("\r") < 0:
        return s
    return s.replace("\r\n", "\n").replace("\r", "\n")


def _checked_text(s: str) -> str:
    # Text read from a file is decoded: invalid UTF-8 raises UnicodeDecodeError.
    if not s._is_ascii():
        _check_utf8(s._ptr(), s._blen())
    return s


def _complete(s: str, f: TextIOWrapper) -> str:
    # s ends inside a UTF-8 sequence when a read cut it: read its remaining bytes.
    n = s._blen()
    if n == 0:
        return s
    start = n - 1
    while start > 0 and n - start < 4 and (_load_byte(s._ptr(), start) & 0xC0) == 0x80:
        start -= 1
    need = _utf8_width(_load_byte(s._ptr(), start)) - (n - start)
    if need <= 0:
        return s
    return s + f._read_bytes(need)


class _file_lines:
    """Iteration over a text file's lines (for line in f), each with its newline."""

    _f: TextIOWrapper
    _line: str

    def __init__(self, f: TextIOWrapper):
        self._f = f
        self._line = ""

    def __iter__(self) -> _file_lines:
        return self

    def _has_next(self) -> bool:
        self._line = self._f.readline()
        return self._line._blen() > 0

    def __next__(self) -> str:
        return self._line


def _stat(path: str) -> tuple[int, int, int]:
    # stat(2) for os and os.path: (-errno or 0, st_mode, st_size).
    out = Ptr[int](2)
    r = kiln_stat(_cstr(path), out)
    return r, out[0], out[1]


def _exists(path: str) -> bool:
    return _stat(path)[0] == 0


def _isdir(path: str) -> bool:
    r, mode, size = _stat(path)
    return r == 0 and mode & 0o170000 == 0o040000


def _split(p: str) -> tuple[str, str]:
    # posixpath.split.
    i = p.rfind("/") + 1
    head = p[:i]
    tail = p[i:]
    if head != "" and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def _getcwd() -> str:
    p = kiln_getcwd()
    if _is_null(p):
        _raise_os_noname(kiln_errno())
    return _str_from_cstr(p)


def _strerror(err: int) -> str:
    return _str_from_cstr(kiln_strerror(err))
