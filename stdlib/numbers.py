# Numeric builtins: round, pow with a modulus, hex, oct and bin; int() and float() of strs.


from C import kiln_strtod(Ptr[byte]) -> float
from C import kiln_float_round(float, int) -> float
from C import kiln_uni_decimal(int) -> int


@llvm
def _mul_mod(a: int, b: int, m: int) -> int:
    """
    %wa = sext i64 %a to i128
    %wb = sext i64 %b to i128
    %wm = sext i64 %m to i128
    %p = mul i128 %wa, %wb
    %r = srem i128 %p, %wm
    %t = trunc i128 %r to i64
    ret i64 %t
    """


def _pow_mod(base: int, exp: int, mod: int) -> int:
    if mod == 0:
        _raise("ValueError", "pow() 3rd argument cannot be 0")
    if exp < 0:
        base = _mod_inverse(base, mod)
        exp = 0 - exp
    m = mod
    result = 1 % m
    b = base % m
    while exp > 0:
        if exp & 1 == 1:
            result = _mul_mod(result, b, m) % m
        exp = exp >> 1
        if exp > 0:
            b = _mul_mod(b, b, m) % m
    return result


def _mod_inverse(a: int, m: int) -> int:
    # The extended Euclidean algorithm on a mod |m|.
    n = m if m > 0 else 0 - m
    r0 = a % n
    r1 = n
    s0 = 1
    s1 = 0
    while r1 != 0:
        q = r0 // r1
        r0, r1 = r1, r0 - q * r1
        s0, s1 = s1, s0 - q * s1
    if r0 != 1:
        _raise("ValueError", "base is not invertible for the given modulus")
    return s0 % n


@llvm
def _round_half_even(x: float) -> float:
    """
    declare double @llvm.roundeven.f64(double)
    %0 = call double @llvm.roundeven.f64(double %x)
    ret double %0
    """


def _round1(x):
    # round(x): the checker calls this for round with one argument (types/builtins_iter.go).
    return x.__round__()


def _round2(x, ndigits: int):
    # round(x, ndigits), as x.__round__(ndigits).
    return x.__round__(ndigits)


def _round_int(x: int, ndigits: int) -> int:
    # round(int, ndigits): half to even at 10**-ndigits; unchanged for ndigits >= 0.
    if ndigits >= 0:
        return x
    if ndigits < -18:
        # |x| < 10**19: the nearest multiple of 10**19 is +-10**19 (which does not fit) when
        # |x| > 5 * 10**18, else 0 (5 * 10**18 itself goes to the even 0); beyond, always 0.
        if ndigits == -19 and (x > 5000000000000000000 or x < -5000000000000000000):
            _raise("OverflowError", "int overflow: the result does not fit in Kiln's 64-bit int")
        return 0
    unit = 10 ** (0 - ndigits)
    q = x // unit
    r = x % unit
    # x - r and x + (unit - r) rather than q * unit: q * unit may not fit where the result
    # does (x = -2**63 rounds up to -9223372036854775800 from a q * unit below -2**63).
    if 2 * r > unit or (2 * r == unit and q % 2 == 1):
        return x + (unit - r)
    return x - r


def hex(n: int) -> str:
    return _base_str(n, 4, "0x")


def oct(n: int) -> str:
    return _base_str(n, 3, "0o")


def bin(n: int) -> str:
    return _base_str(n, 1, "0b")


def _base_str(n: int, shift: int, prefix: str) -> str:
    # CPython's format: a sign, the prefix, then the magnitude's digits; the magnitude of
    # -2**63 is taken digit by digit from the negative value so that nothing overflows.
    if n == 0:
        return prefix + "0"
    mask = (1 << shift) - 1
    p = _str_alloc(66)
    k = 66
    if n > 0:
        while n != 0:
            k -= 1
            _store_byte(p, k, _hex_digit(n & mask))
            n = n >> shift
        return prefix + _make_str(_ptr_add(p, k), 66 - k)
    base = 1 << shift
    while n != 0:
        d = (base - n % base) % base  # the magnitude's lowest digit
        n = (n + d) // base
        k -= 1
        _store_byte(p, k, _hex_digit(d))
    return "-" + prefix + _make_str(_ptr_add(p, k), 66 - k)


# int(s), int(s, base) and float(s) of strs, with CPython's syntax and messages.


def _digit_value(b: int) -> int:
    # The value of an ASCII digit or letter (a=10 ... z=35), or 99.
    if 48 <= b and b <= 57:
        return b - 48
    if 97 <= b and b <= 122:
        return b - 87
    if 65 <= b and b <= 90:
        return b - 55
    return 99


def _int_literal_error(s: str, base: int) -> None:
    _raise("ValueError", "invalid literal for int() with base " + str(base) + ": " + s.__repr__())


def _ascii_digits(s: str) -> str:
    # CPython's _PyUnicode_TransformDecimalAndSpaceToASCII, which int() and float() parse:
    # decimal digits of any script become 0 to 9 (int("١٢٣") is 123) and white space a space;
    # other non-ASCII characters stay, for the parse to refuse.
    if s.isascii():
        return s
    parts: list[str] = []
    for c in s:
        cp = ord(c)
        d = kiln_uni_decimal(cp) if cp >= 128 else -1
        if d >= 0:
            parts.append(chr(48 + d))
        elif cp >= 128 and c.isspace():
            parts.append(" ")
        else:
            parts.append(c)
    return "".join(parts)


def _parse_int(s: str, base: int) -> int:
    if base != 0 and (base < 2 or base > 36):
        _raise("ValueError", "int() base must be >= 2 and <= 36, or 0")
    t = _ascii_digits(s).strip()
    p = t._ptr()
    n = t._blen()
    i = 0
    neg = False
    if i < n and (_load_byte(p, i) == 43 or _load_byte(p, i) == 45):
        neg = _load_byte(p, i) == 45
        i += 1
    b = base
    if i + 1 < n and _load_byte(p, i) == 48:
        x = _load_byte(p, i + 1) | 32
        prefixed = (x == 120 and (b == 16 or b == 0)) or (x == 111 and (b == 8 or b == 0)) or (x == 98 and (b == 2 or b == 0))
        if prefixed:
            b = 16 if x == 120 else (8 if x == 111 else 2)
            i += 2
            if i < n and _load_byte(p, i) == 95:
                i += 1  # 0x_ff: an underscore may follow the prefix
    if b == 0:
        b = 10
        # Base 0 refuses leading zeros, as Python literals do (0 itself and 00 excepted).
        if i + 1 < n and _load_byte(p, i) == 48:
            for j in range(i, n):
                if _load_byte(p, j) != 48 and _load_byte(p, j) != 95:
                    _int_literal_error(s, base)
    if i >= n:
        _int_literal_error(s, base)
    acc = 0  # accumulated negated, so that -2**63 fits; an overflow raises OverflowError
    last_digit = False
    while i < n:
        c = _load_byte(p, i)
        i += 1
        if c == 95 and last_digit and i < n:
            last_digit = False
            continue
        d = _digit_value(c)
        if d >= b:
            _int_literal_error(s, base)
        acc = acc * b - d
        last_digit = True
    if not last_digit:
        _int_literal_error(s, base)
    return acc if neg else -acc


def _float_syntax_ok(p: Ptr[byte], i: int, n: int) -> bool:
    # A decimal float as float() takes it, after the sign: digits with single underscores
    # between digits, an optional fraction and exponent; or inf, infinity, nan.
    word = ""
    if i < n and _digit_value(_load_byte(p, i)) >= 10 and _load_byte(p, i) != 46:
        for j in range(i, n):
            word = word + chr(_load_byte(p, j) | 32)
        return word == "inf" or word == "infinity" or word == "nan"
    digits = 0
    prev_digit = False
    seen_dot = False
    seen_exp = False
    while i < n:
        c = _load_byte(p, i)
        if 48 <= c and c <= 57:
            digits += 1
            prev_digit = True
        elif c == 95:
            if not prev_digit or i + 1 >= n or not (48 <= _load_byte(p, i + 1) and _load_byte(p, i + 1) <= 57):
                return False
            prev_digit = False
        elif c == 46 and not seen_dot and not seen_exp:
            seen_dot = True
            prev_digit = False
        elif (c | 32) == 101 and not seen_exp and digits > 0:
            seen_exp = True
            prev_digit = False
            if i + 1 < n and (_load_byte(p, i + 1) == 43 or _load_byte(p, i + 1) == 45):
                i += 1
            if i + 1 >= n:
                return False
            digits = 0
        else:
            return False
        i += 1
    return digits > 0


def _parse_float(s: str) -> float:
    t = _ascii_digits(s).strip()
    p = t._ptr()
    n = t._blen()
    i = 0
    if i < n and (_load_byte(p, i) == 43 or _load_byte(p, i) == 45):
        i += 1
    if not _float_syntax_ok(p, i, n):
        _raise("ValueError", "could not convert string to float: " + s.__repr__())
    clean = t.replace("_", "")
    return kiln_strtod(_substr(clean._ptr(), clean._blen())._ptr())  # a NUL-terminated copy



# The tailacc pass (passes/tailacc.go): whether the loop takes the term x of `return x + f(...)`
# into the accumulator acc (a sum of the terms taken, all non-negative, so acc >= 0): when x is
# non-negative, acc + x is in range, and count, the terms taken so far in this call, is below
# 64, so that unbounded recursion still exhausts the stack.
@llvm
def _tailacc_fits(acc: int, x: int, count: int) -> bool:
    """
    declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
    %neg = icmp slt i64 %x, 0
    br i1 %neg, label %no, label %pos
    pos:
    %r = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %acc, i64 %x)
    %o = extractvalue {i64, i1} %r, 1
    br i1 %o, label %no, label %fits
    fits:
    %room = icmp ult i64 %count, 64
    ret i1 %room
    no:
    ret i1 false
    """


# _tailacc_fits for a term proven non-negative (tailacc's sign analysis): acc + x is in range
# and count is below 64.
@llvm
def _tailacc_fits_nonneg(acc: int, x: int, count: int) -> bool:
    """
    declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
    %r = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %acc, i64 %x)
    %o = extractvalue {i64, i1} %r, 1
    br i1 %o, label %no, label %fits
    fits:
    %room = icmp ult i64 %count, 64
    ret i1 %room
    no:
    ret i1 false
    """

