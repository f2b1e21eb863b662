# String formatting: format() and the format-spec mini-language of int, float, bool and str
# (CPython's Python/formatter_unicode.c step for step, with its messages), ascii(), and the
# helpers f-strings, str.format and % are lowered to. Float digits come from the runtime
# (kiln_float_format, CPython's PyOS_double_to_string over glibc's correctly rounded printf).

from C import kiln_float_format(float, int, int, int) -> Ptr[byte]


class _Spec:
    """A parsed format spec: [[fill]align][sign][z][#][0][width][grouping][.precision][type].
    Characters are code points (ints); fill is a str (one code point); absent numbers are -1,
    absent characters 0."""

    def __init__(self, fill: str, align: int, sign: int, z: bool, alt: bool, width: int,
                 grouping: int, prec: int, kind: int):
        self.fill = fill
        self.align = align
        self.sign = sign
        self.z = z
        self.alt = alt
        self.width = width
        self.grouping = grouping
        self.prec = prec
        self.kind = kind


def _cp_at(p: Ptr[byte], i: int) -> int:
    # The code point whose UTF-8 sequence starts at p[i].
    b = _load_byte(p, i)
    if b < 0x80:
        return b
    if b < 0xE0:
        return ((b & 0x1F) << 6) | (_load_byte(p, i + 1) & 0x3F)
    if b < 0xF0:
        return ((b & 0x0F) << 12) | ((_load_byte(p, i + 1) & 0x3F) << 6) | (_load_byte(p, i + 2) & 0x3F)
    return (((b & 0x07) << 18) | ((_load_byte(p, i + 1) & 0x3F) << 12) |
            ((_load_byte(p, i + 2) & 0x3F) << 6) | (_load_byte(p, i + 3) & 0x3F))


def _cp_count(s: str) -> int:
    # The number of code points of s: the bytes that do not continue a sequence.
    p = s._ptr()
    n = 0
    for i in range(s._blen()):
        if (_load_byte(p, i) & 0xC0) != 0x80:
            n += 1
    return n


def _cp_prefix(s: str, count: int) -> str:
    # The first count code points of s.
    p = s._ptr()
    n = s._blen()
    i = 0
    while count > 0 and i < n:
        i += _utf8_width(_load_byte(p, i))
        count -= 1
    return _substr(p, i)


def _substr(p: Ptr[byte], n: int) -> str:
    # A copy of the n bytes at p, as a str (which keeps a NUL after its bytes).
    out = _str_alloc(n)
    memcpy(out, p, n)
    return _make_str(out, n)


def _chr(cp: int) -> str:
    # The str of one code point.
    out = _str_alloc(4)
    if cp < 0x80:
        _store_byte(out, 0, cp)
        return _make_str(out, 1)
    if cp < 0x800:
        _store_byte(out, 0, 0xC0 | (cp >> 6))
        _store_byte(out, 1, 0x80 | (cp & 0x3F))
        _store_nul(out, 2)
        return _make_str(out, 2)
    if cp < 0x10000:
        _store_byte(out, 0, 0xE0 | (cp >> 12))
        _store_byte(out, 1, 0x80 | ((cp >> 6) & 0x3F))
        _store_byte(out, 2, 0x80 | (cp & 0x3F))
        _store_nul(out, 3)
        return _make_str(out, 3)
    _store_byte(out, 0, 0xF0 | (cp >> 18))
    _store_byte(out, 1, 0x80 | ((cp >> 12) & 0x3F))
    _store_byte(out, 2, 0x80 | ((cp >> 6) & 0x3F))
    _store_byte(out, 3, 0x80 | (cp & 0x3F))
    return _make_str(out, 4)


def _code_name(cp: int) -> str:
    # A format code as CPython's messages show it: the character, or \x.. when unprintable.
    if cp > 32 and cp < 128:
        return _chr(cp)
    return "\\x" + _hex(cp)


def _is_align(cp: int) -> bool:
    return cp == 60 or cp == 62 or cp == 61 or cp == 94  # < > = ^


def _spec_integer(p: Ptr[byte], pos: int, n: int) -> tuple[int, int]:
    # Reads decimal digits at p[pos:n]: (value, position after them); value -1 when none.
    value = -1
    while pos < n:
        b = _load_byte(p, pos)
        if b < 48 or b > 57:
            break
        if value < 0:
            value = 0
        if value > (9223372036854775807 - (b - 48)) // 10:
            _raise("ValueError", "Too many decimal digits in format string")
            return -1, n
        value = value * 10 + (b - 48)
        pos += 1
    return value, pos


def _parse_spec(spec: str, default_kind: int, default_align: int, tname: str) -> _Spec:
    # CPython's parse_internal_render_format_spec.
    p = spec._ptr()
    n = spec._blen()
    fill = " "
    fill_given = False
    align = default_align
    align_given = False
    pos = 0
    first = _utf8_width(_load_byte(p, 0)) if n > 0 else 0
    if n > first and _is_align(_load_byte(p, first)):
        fill = _substr(p, first)
        fill_given = True
        align = _load_byte(p, first)
        align_given = True
        pos = first + 1
    elif n > 0 and _is_align(_load_byte(p, 0)):
        align = _load_byte(p, 0)
        align_given = True
        pos = 1
    sign = 0
    if pos < n:
        b = _load_byte(p, pos)
        if b == 43 or b == 45 or b == 32:  # + - space
            sign = b
            pos += 1
    z = False
    if pos < n and _load_byte(p, pos) == 122:  # z
        z = True
        pos += 1
    alt = False
    if pos < n and _load_byte(p, pos) == 35:  # #
        alt = True
        pos += 1
    if not fill_given and pos < n and _load_byte(p, pos) == 48:  # 0
        fill = "0"
        if not align_given and default_align == 62:
            align = 61
        pos += 1
    width, pos = _spec_integer(p, pos, n)
    grouping = 0
    if pos < n and _load_byte(p, pos) == 44:  # ,
        grouping = 44
        pos += 1
    if pos < n and _load_byte(p, pos) == 95:  # _
        if grouping != 0:
            _raise("ValueError", "Cannot specify both ',' and '_'.")
        grouping = 95
        pos += 1
    if pos < n and _load_byte(p, pos) == 44 and grouping == 95:
        _raise("ValueError", "Cannot specify both ',' and '_'.")
    prec = -1
    if pos < n and _load_byte(p, pos) == 46:  # .
        prec, pos = _spec_integer(p, pos + 1, n)
        if prec < 0:
            _raise("ValueError", "Format specifier missing precision")
    kind = default_kind
    if pos < n:
        if pos + _utf8_width(_load_byte(p, pos)) < n:
            _raise("ValueError", "Invalid format specifier '" + spec + "' for object of type '" + tname + "'")
        kind = _cp_at(p, pos)
    if grouping != 0:
        if kind == 98 or kind == 111 or kind == 120 or kind == 88:  # b o x X
            if grouping != 95:
                _raise("ValueError", "Cannot specify ',' with '" + _chr(kind) + "'.")
        elif not (kind == 100 or kind == 101 or kind == 102 or kind == 103 or kind == 69 or
                  kind == 71 or kind == 37 or kind == 70 or kind == 0):  # d e f g E G % F
            sep = "','" if grouping == 44 else "'_'"
            if kind > 32 and kind < 128:
                _raise("ValueError", "Cannot specify " + sep + " with '" + _chr(kind) + "'.")
            else:
                _raise("ValueError", "Cannot specify " + sep + " with '\\x" + _hex(kind) + "'.")
    return _Spec(fill, align, sign, z, alt, width, grouping, prec, kind)


def _unknown_code(kind: int, tname: str) -> None:
    _raise("ValueError", "Unknown format code '" + _code_name(kind) + "' for object of type '" + tname + "'")


def _group(p: Ptr[byte], nd: int, min_width: int, sep: int, every: int) -> str:
    # CPython's _PyUnicode_InsertThousandsGrouping: the digits p[0:nd] in groups of `every`
    # from the right (no groups when 0) separated by the byte sep, and padded with zeros
    # (grouped too) to min_width characters.
    if min_width < 0:
        min_width = 0
    cap = 2 * (nd + min_width) + 8
    out = _str_alloc(cap)
    k = cap
    dpos = nd
    remaining = nd
    use_sep = False
    broken = False
    if every > 0:
        while True:
            size = every
            most = remaining if remaining > min_width else min_width
            if most < 1:
                most = 1
            if size > most:
                size = most
            zeros = size - remaining if size > remaining else 0
            chars = remaining if remaining < size else size
            if chars < 0:
                chars = 0
            if use_sep:
                k -= 1
                _store_byte(out, k, sep)
            k -= chars
            dpos -= chars
            memcpy(_ptr_add(out, k), _ptr_add(p, dpos), chars)
            for _ in range(zeros):
                k -= 1
                _store_byte(out, k, 48)
            use_sep = True
            remaining -= chars
            min_width -= size
            if remaining <= 0 and min_width <= 0:
                broken = True
                break
            min_width -= 1
    if not broken:
        size = remaining if remaining > min_width else min_width
        if size < 1:
            size = 1
        zeros = size - remaining if size > remaining else 0
        chars = remaining if remaining < size else size
        if chars < 0:
            chars = 0
        if use_sep:
            k -= 1
            _store_byte(out, k, sep)
        k -= chars
        dpos -= chars
        memcpy(_ptr_add(out, k), _ptr_add(p, dpos), chars)
        for _ in range(zeros):
            k -= 1
            _store_byte(out, k, 48)
    return _substr(_ptr_add(out, k), cap - k)


def _number(f: _Spec, neg: bool, prefix: str, digits: str, nd: int, decimal: bool, rest: str,
            rest_len: int, every: int) -> str:
    # CPython's calc_number_widths and fill_number: the digits digits[0:nd] (grouped), then
    # a decimal point when decimal, then rest (rest_len code points), with the sign, the
    # prefix and the padding the spec asks for.
    sign = ""
    if f.sign == 43:
        sign = "-" if neg else "+"
    elif f.sign == 32:
        sign = "-" if neg else " "
    elif neg:
        sign = "-"
    other = sign._blen() + prefix._blen() + rest_len
    if decimal:
        other += 1
    min_width = 0
    if f.fill == "0" and f.align == 61:
        min_width = f.width - other
    grouped = ""
    if nd > 0 and every == 0 and min_width <= nd:
        grouped = digits if nd == digits._blen() else _substr(digits._ptr(), nd)
    elif nd > 0:
        sep = 44 if f.grouping == 44 else 95
        grouped = _group(digits._ptr(), nd, min_width, sep, every)
    body = grouped + "." + rest if decimal else grouped + rest
    pad = f.width - (other + grouped._blen())
    if pad <= 0:
        return sign + prefix + body
    if f.align == 60:
        return sign + prefix + body + f.fill * pad
    if f.align == 94:
        left = pad // 2
        return f.fill * left + sign + prefix + body + f.fill * (pad - left)
    if f.align == 61:
        return sign + prefix + f.fill * pad + body
    return f.fill * pad + sign + prefix + body


def _int_base(n: int, base: int, upper: bool) -> str:
    # The digits of abs(n) in base 2, 8 or 16.
    if n == -9223372036854775807 - 1:
        if base == 2:
            return "1" + "0" * 63
        if base == 8:
            return "1" + "0" * 21
        return "8" + "0" * 15
    if n < 0:
        n = -n
    if n == 0:
        return "0"
    out = _str_alloc(64)
    k = 64
    while n > 0:
        d = n % base
        k -= 1
        if d < 10:
            _store_byte(out, k, d + 48)
        elif upper:
            _store_byte(out, k, d + 55)
        else:
            _store_byte(out, k, d + 87)
        n = n // base
    return _substr(_ptr_add(out, k), 64 - k)


def _format_int(x: int, spec: str, tname: str) -> str:
    # int.__format__ (and bool's, with a non-empty spec).
    if spec._blen() == 0:
        return x.__str__()
    f = _parse_spec(spec, 100, 62, tname)
    kind = f.kind
    if kind == 101 or kind == 69 or kind == 102 or kind == 70 or kind == 103 or kind == 71 or kind == 37:
        return _float_internal(float(x), f)
    if not (kind == 98 or kind == 99 or kind == 100 or kind == 111 or kind == 120 or kind == 88 or kind == 110):
        _unknown_code(kind, tname)
        return ""
    if f.prec != -1:
        _raise("ValueError", "Precision not allowed in integer format specifier")
    if f.z:
        _raise("ValueError", "Negative zero coercion (z) not allowed in integer format specifier")
    if kind == 99:  # c
        if f.sign != 0:
            _raise("ValueError", "Sign not allowed with integer format specifier 'c'")
        if f.alt:
            _raise("ValueError", "Alternate form (#) not allowed with integer format specifier 'c'")
        if x < 0 or x > 0x10FFFF:
            _raise("OverflowError", "%c arg not in range(0x110000)")
        return _number(f, False, "", "", 0, False, _chr(x), 1, 0)
    neg = x < 0
    prefix = ""
    digits = ""
    if kind == 100 or kind == 110:
        digits = x.__str__()
        if neg:
            digits = _substr(_ptr_add(digits._ptr(), 1), digits._blen() - 1)
    elif kind == 98:
        digits = _int_base(x, 2, False)
        prefix = "0b"
    elif kind == 111:
        digits = _int_base(x, 8, False)
        prefix = "0o"
    else:
        digits = _int_base(x, 16, kind == 88)
        prefix = "0X" if kind == 88 else "0x"
    if not f.alt:
        prefix = ""
    if f.sign != 43 and f.sign != 32 and f.width == -1 and f.grouping == 0:
        return "-" + prefix + digits if neg else prefix + digits
    every = 0
    if f.grouping != 0 and kind != 110:
        every = 3 if kind == 100 or f.grouping == 44 else 4
    return _number(f, neg, prefix, digits, digits._blen(), False, "", 0, every)


def _float_internal(x: float, f: _Spec) -> str:
    # CPython's format_float_internal.
    if f.prec > 2147483647:
        _raise("ValueError", "precision too big")
    flags = 0
    if f.alt:
        flags |= 1
    if f.z:
        flags |= 4
    kind = f.kind
    default_prec = 6
    if kind == 0:
        flags |= 2
        kind = 114  # r: repr's digits
        default_prec = 0
    if kind == 110:  # n
        kind = 103
    pct = False
    if kind == 37:
        kind = 102
        x = x * 100.0
        pct = True
    prec = f.prec
    if prec < 0:
        prec = default_prec
    elif kind == 114:
        kind = 103
    s = _str_from_cstr(kiln_float_format(x, kind, prec, flags))
    if pct:
        s = s + "%"
    if f.sign != 43 and f.sign != 32 and f.width == -1 and f.kind != 110 and f.grouping == 0:
        return s
    neg = _load_byte(s._ptr(), 0) == 45
    if neg:
        s = _substr(_ptr_add(s._ptr(), 1), s._blen() - 1)
    p = s._ptr()
    n = s._blen()
    nd = 0
    while nd < n and _load_byte(p, nd) >= 48 and _load_byte(p, nd) <= 57:
        nd += 1
    decimal = nd < n and _load_byte(p, nd) == 46
    start = nd + 1 if decimal else nd
    rest = _substr(_ptr_add(p, start), n - start)
    every = 3 if f.grouping != 0 and f.kind != 110 else 0
    return _number(f, neg, "", s, nd, decimal, rest, rest._blen(), every)


def _format_float(x: float, spec: str) -> str:
    # float.__format__.
    if spec._blen() == 0:
        return x.__repr__()
    f = _parse_spec(spec, 0, 62, "float")
    kind = f.kind
    if not (kind == 0 or kind == 101 or kind == 69 or kind == 102 or kind == 70 or kind == 103 or
            kind == 71 or kind == 110 or kind == 37):
        _unknown_code(kind, "float")
        return ""
    return _float_internal(x, f)


def _format_str(s: str, spec: str) -> str:
    # str.__format__.
    if spec._blen() == 0:
        return s
    f = _parse_spec(spec, 115, 60, "str")
    if f.kind != 115:
        _unknown_code(f.kind, "str")
        return ""
    if f.sign == 32:
        _raise("ValueError", "Space not allowed in string format specifier")
    elif f.sign != 0:
        _raise("ValueError", "Sign not allowed in string format specifier")
    if f.z:
        _raise("ValueError", "Negative zero coercion (z) not allowed in string format specifier")
    if f.alt:
        _raise("ValueError", "Alternate form (#) not allowed in string format specifier")
    if f.align == 61:
        _raise("ValueError", "'=' alignment not allowed in string format specifier")
    n = _cp_count(s)
    if (f.width == -1 or f.width <= n) and (f.prec == -1 or f.prec >= n):
        return s
    if f.prec >= 0 and n >= f.prec:
        s = _cp_prefix(s, f.prec)
        n = f.prec
    pad = f.width - n
    if pad <= 0:
        return s
    if f.align == 62:
        return f.fill * pad + s
    if f.align == 94:
        left = pad // 2
        return f.fill * left + s + f.fill * (pad - left)
    return s + f.fill * pad


@extend
class int:
    def __format__(self, spec: str) -> str:
        return _format_int(self, spec, "int")


@extend
class bool:
    def __format__(self, spec: str) -> str:
        if spec._blen() == 0:
            return self.__str__()
        return _format_int(1 if self else 0, spec, "bool")


@extend
class float:
    def __format__(self, spec: str) -> str:
        return _format_float(self, spec)


@extend
class str:
    def __format__(self, spec: str) -> str:
        return _format_str(self, spec)


def _object_format(spec: str, tname: str) -> None:
    # object.__format__ refuses a non-empty spec; an empty one formats as str().
    if spec._blen() != 0:
        _raise("TypeError", "unsupported format string passed to " + tname + ".__format__")


def _ascii(s: str) -> str:
    # ascii(): repr's text with every non-ASCII character escaped as \xhh, \uhhhh or \Uhhhhhhhh.
    p = s._ptr()
    n = s._blen()
    plain = True
    for i in range(n):
        if _load_byte(p, i) >= 0x80:
            plain = False
    if plain:
        return s
    out = ""
    start = 0
    i = 0
    while i < n:
        b = _load_byte(p, i)
        if b < 0x80:
            i += 1
            continue
        out = out + _substr(_ptr_add(p, start), i - start)
        cp = _cp_at(p, i)
        i += _utf8_width(b)
        start = i
        if cp < 0x100:
            out = out + "\\x" + _hex_width(cp, 2)
        elif cp < 0x10000:
            out = out + "\\u" + _hex_width(cp, 4)
        else:
            out = out + "\\U" + _hex_width(cp, 8)
    return out + _substr(_ptr_add(p, start), n - start)


def _hex_width(n: int, width: int) -> str:
    # n in lowercase hex, padded with zeros to width digits.
    h = _hex(n)
    return "0" * (width - h._blen()) + h


def _str_len_add(n: int, s: str) -> int:
    # Joining parts: the running total of their lengths.
    return n + s._blen()


def _str_put(p: Ptr[byte], k: int, s: str) -> int:
    # Joining parts: copies s to p[k:] and returns the offset after it.
    n = s._blen()
    memcpy(_ptr_add(p, k), s._ptr(), n)
    return k + n


def ascii(x):
    return _ascii(repr(x))


def _format_opt(x, spec: str) -> str:
    # format(x, spec) of an Optional value: None takes object.__format__ (a TypeError for a
    # non-empty spec), a value its own.
    if x is None:
        _object_format(spec, "NoneType")
        return "None"
    return format(x, spec)
