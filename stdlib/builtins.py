# The builtin types int, float, bool, str and NoneType, and the builtin functions, written in
# Kiln's dialect: primitives are @llvm methods (their body is LLVM IR), the rest is Python.
# Runtime errors are raised through _raise (exceptions.py).

from C import kiln_write(Ptr[byte], int) -> None
from C import kiln_flush() -> None
from C import kiln_float_repr(float) -> Ptr[byte]
from C import kiln_str_eq(Ptr[byte], int, Ptr[byte], int) -> int
from C import strlen(Ptr[byte]) -> int
from C import kiln_alloc_atomic(int) -> Ptr[byte]
from C import memcpy(Ptr[byte], Ptr[byte], int) -> Ptr[byte]
from C import kiln_str_cmp(Ptr[byte], int, Ptr[byte], int) -> int
from C import kiln_unbound_local(Ptr[byte]) -> None
from C import kiln_name_error(Ptr[byte]) -> None


def _unbound_local(name: str) -> None:
    kiln_unbound_local(name._ptr())


def _name_error(name: str) -> None:
    kiln_name_error(name._ptr())


def _write(s: str) -> None:
    kiln_write(s._ptr(), s._blen())


def _flush_if(flush: bool) -> None:
    if flush:
        kiln_flush()


def _check_range_step(step: int) -> None:
    if step == 0:
        _raise("ValueError", "range() arg 3 must not be zero")


def _make_str(p: Ptr[byte], n: int) -> str:
    # The str of n bytes of UTF-8 at p, remembering whether they are all ASCII (stdlib/str.py).
    return _str_raw(p, n, kiln_utf8_is_ascii(p, n) != 0)


@llvm
def _ptr_add(p: Ptr[byte], n: int) -> Ptr[byte]:
    """
    %0 = getelementptr i8, ptr %p, i64 %n
    ret ptr %0
    """


@llvm
def _store_nul(p: Ptr[byte], n: int) -> None:
    """
    %0 = getelementptr i8, ptr %p, i64 %n
    store i8 0, ptr %0
    ret void
    """


# memcpy of n bytes without a call for short copies (most strs' pieces): two overlapping loads
# and stores of 8, 4 or 1 bytes.
@llvm
def _bcopy(dst: Ptr[byte], src: Ptr[byte], n: int) -> None:
    """
    declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
    %small = icmp ule i64 %n, 16
    br i1 %small, label %s, label %big
    big:
    call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %n, i1 false)
    ret void
    s:
    %se = getelementptr i8, ptr %src, i64 %n
    %de = getelementptr i8, ptr %dst, i64 %n
    %ge8 = icmp uge i64 %n, 8
    br i1 %ge8, label %w8, label %lt8
    w8:
    %s8 = getelementptr i8, ptr %se, i64 -8
    %a8 = load i64, ptr %src, align 1
    %b8 = load i64, ptr %s8, align 1
    %d8 = getelementptr i8, ptr %de, i64 -8
    store i64 %a8, ptr %dst, align 1
    store i64 %b8, ptr %d8, align 1
    ret void
    lt8:
    %ge4 = icmp uge i64 %n, 4
    br i1 %ge4, label %w4, label %lt4
    w4:
    %s4 = getelementptr i8, ptr %se, i64 -4
    %a4 = load i32, ptr %src, align 1
    %b4 = load i32, ptr %s4, align 1
    %d4 = getelementptr i8, ptr %de, i64 -4
    store i32 %a4, ptr %dst, align 1
    store i32 %b4, ptr %d4, align 1
    ret void
    lt4:
    %none = icmp eq i64 %n, 0
    br i1 %none, label %done, label %w1
    w1:
    %h = lshr i64 %n, 1
    %sh = getelementptr i8, ptr %src, i64 %h
    %s1 = getelementptr i8, ptr %se, i64 -1
    %x0 = load i8, ptr %src
    %xh = load i8, ptr %sh
    %x1 = load i8, ptr %s1
    %dh = getelementptr i8, ptr %dst, i64 %h
    %d1 = getelementptr i8, ptr %de, i64 -1
    store i8 %x0, ptr %dst
    store i8 %xh, ptr %dh
    store i8 %x1, ptr %d1
    ret void
    done:
    ret void
    """


# n bytes for a str's data and its NUL (strs keep a NUL after their bytes, so their data can be
# passed to C as is). Small ones share 512-byte chunks (kiln_str_alloc, runtime/kiln.c): taken
# here from the current chunk without a call when they fit in it (0 <= n < 64).
@llvm
def _str_alloc(n: int) -> Ptr[byte]:
    """
    @kiln_str_chunk = external global ptr
    @kiln_str_room = external global i64
    declare ptr @kiln_str_alloc(i64)
    %need = add i64 %n, 1
    %room = load i64, ptr @kiln_str_room
    %small = icmp ult i64 %n, 64
    %fits = icmp ule i64 %need, %room
    %ok = and i1 %small, %fits
    br i1 %ok, label %fast, label %slow
    fast:
    %p = load ptr, ptr @kiln_str_chunk
    %next = getelementptr i8, ptr %p, i64 %need
    store ptr %next, ptr @kiln_str_chunk
    %left = sub i64 %room, %need
    store i64 %left, ptr @kiln_str_room
    %nul = getelementptr i8, ptr %p, i64 %n
    store i8 0, ptr %nul
    ret ptr %p
    slow:
    %q = call ptr @kiln_str_alloc(i64 %n)
    ret ptr %q
    """


@llvm
def _load_byte(p: Ptr[byte], i: int) -> int:
    """
    %0 = getelementptr i8, ptr %p, i64 %i
    %1 = load i8, ptr %0
    %2 = zext i8 %1 to i64
    ret i64 %2
    """


@llvm
def _store_byte(p: Ptr[byte], i: int, b: int) -> None:
    """
    %0 = getelementptr i8, ptr %p, i64 %i
    %1 = trunc i64 %b to i8
    store i8 %1, ptr %0
    ret void
    """


def _int_str(v: int) -> str:
    # The decimal digits written straight into the new str (no C string, strlen nor copy);
    # 0 to 9 are static one-character strs.
    if v >= 0 and v < 10:
        return _ascii_char(48 + v)
    n = _int_len(v)
    p = _str_alloc(n)
    _int_put(p, 0, n, v)
    return _str_raw(p, n, True)


# The length of str(v), without a loop or a branch: 1, plus 1 for each of 10**1 ... 10**18
# that |v| reaches (as an unsigned number: |-2**63| is 2**63, 19 digits), plus 1 for the sign.
# The first sixteen compares are one vector compare whose true lanes are counted. No loop, so
# a loop whose body measures str(n) (strconcat's len() of a chain) is still a loop calling no
# function that holds one (lazymod), and no branch to mispredict on numbers of mixed widths.
@llvm
def _int_len(v: int) -> int:
    """
    declare i64 @llvm.abs.i64(i64, i1)
    declare i16 @llvm.ctpop.i16(i16)
    %u = call i64 @llvm.abs.i64(i64 %v, i1 false)
    %s0 = insertelement <16 x i64> poison, i64 %u, i64 0
    %s = shufflevector <16 x i64> %s0, <16 x i64> poison, <16 x i32> zeroinitializer
    %c = icmp uge <16 x i64> %s, <i64 10, i64 100, i64 1000, i64 10000, i64 100000, i64 1000000, i64 10000000, i64 100000000, i64 1000000000, i64 10000000000, i64 100000000000, i64 1000000000000, i64 10000000000000, i64 100000000000000, i64 1000000000000000, i64 10000000000000000>
    %m = bitcast <16 x i1> %c to i16
    %k = call i16 @llvm.ctpop.i16(i16 %m)
    %k64 = zext i16 %k to i64
    %c17 = icmp uge i64 %u, 100000000000000000
    %c18 = icmp uge i64 %u, 1000000000000000000
    %neg = icmp slt i64 %v, 0
    %e17 = zext i1 %c17 to i64
    %e18 = zext i1 %c18 to i64
    %en = zext i1 %neg to i64
    %a = add i64 %k64, %e17
    %b = add i64 %e18, %en
    %d = add i64 %a, %b
    %n = add i64 %d, 1
    ret i64 %n
    """


# Two digits at a time: one division by 100 and a 2-byte copy from the table of "00" ... "99"
# per pair, half the serial divisions of a digit at a time.
def _int_put(p: Ptr[byte], o: int, n: int, v: int) -> int:
    # Writes str(v), n bytes long (_int_len), at p + o; returns o + n.
    if v < 0:
        if v == -9223372036854775808:
            memcpy(_ptr_add(p, o), "-9223372036854775808"._ptr(), 20)
            return o + 20
        _store_byte(p, o, 45)
        v = 0 - v
    pairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"._ptr()
    k = o + n
    while v >= 100:
        q = v._sdiv(100)
        k -= 2
        _copy2(_ptr_add(p, k), _ptr_add(pairs, (v - q * 100) * 2))
        v = q
    if v >= 10:
        _copy2(_ptr_add(p, k - 2), _ptr_add(pairs, v * 2))
    else:
        _store_byte(p, k - 1, 48 + v)
    return o + n


@llvm
def _copy2(dst: Ptr[byte], src: Ptr[byte]) -> None:
    """
    %0 = load i16, ptr %src, align 1
    store i16 %0, ptr %dst, align 1
    ret void
    """


def _hex_digit(d: int) -> int:
    return d + 48 if d < 10 else d + 87


def _str_from_cstr(p: Ptr[byte]) -> str:
    return _make_str(p, strlen(p))


def abs(x):
    return x.__abs__()


def len(x):
    return x.__len__()


def divmod(a, b):
    # For ints and floats CPython's divmod(a, b) equals (a // b, a % b).
    return a // b, a % b


def pow(base, exp, mod=None):
    if mod is None:
        return base ** exp
    return _pow_mod(base, exp, mod)


class int:
    @overload
    @llvm
    def __new__() -> int:
        "ret i64 0"

    @overload
    @llvm
    def __new__(x: int) -> int:
        "ret i64 %x"

    @overload
    @llvm
    def __new__(x: bool) -> int:
        """
        %0 = zext i1 %x to i64
        ret i64 %0
        """

    @overload
    def __new__(x: float) -> int:
        if x != x:
            _raise("ValueError", "cannot convert float NaN to integer")
        if x - x != 0.0:
            _raise("OverflowError", "cannot convert float infinity to integer")
        if x >= 9223372036854775808.0 or x < -9223372036854775808.0:
            _raise("OverflowError", "int too large to convert to Kiln's 64-bit int")
        return x._trunc()

    @overload
    def __new__(x: str) -> int:
        return _parse_int(x, 10)  # numbers.py

    @overload
    def __new__(x: str, base: int) -> int:
        return _parse_int(x, base)

    @llvm
    def __add__(self, other: int) -> int:
        """
        declare {i64, i1} @llvm.sadd.with.overflow.i64(i64, i64)
        declare void @kiln_int_overflow() noreturn cold
        %r = call {i64, i1} @llvm.sadd.with.overflow.i64(i64 %self, i64 %other)
        %ovf = extractvalue {i64, i1} %r, 1
        %o = and i1 %ovf, {checked}
        br i1 %o, label %overflow, label %ok
        overflow:
        call void @kiln_int_overflow()
        unreachable
        ok:
        %v = add{nsw} i64 %self, %other
        ret i64 %v
        """

    @llvm
    def __sub__(self, other: int) -> int:
        """
        declare {i64, i1} @llvm.ssub.with.overflow.i64(i64, i64)
        declare void @kiln_int_overflow() noreturn cold
        %r = call {i64, i1} @llvm.ssub.with.overflow.i64(i64 %self, i64 %other)
        %ovf = extractvalue {i64, i1} %r, 1
        %o = and i1 %ovf, {checked}
        br i1 %o, label %overflow, label %ok
        overflow:
        call void @kiln_int_overflow()
        unreachable
        ok:
        %v = sub{nsw} i64 %self, %other
        ret i64 %v
        """

    @llvm
    def __mul__(self, other: int) -> int:
        """
        declare {i64, i1} @llvm.smul.with.overflow.i64(i64, i64)
        declare void @kiln_int_overflow() noreturn cold
        %r = call {i64, i1} @llvm.smul.with.overflow.i64(i64 %self, i64 %other)
        %ovf = extractvalue {i64, i1} %r, 1
        %o = and i1 %ovf, {checked}
        br i1 %o, label %overflow, label %ok
        overflow:
        call void @kiln_int_overflow()
        unreachable
        ok:
        %v = mul{nsw} i64 %self, %other
        ret i64 %v
        """

    # +, - and * whose result passes/rangever.go proved to fit in 64 bits: no overflow test.
    @llvm
    def _add_nsw(self, other: int) -> int:
        """
        %0 = add nsw i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _sub_nsw(self, other: int) -> int:
        """
        %0 = sub nsw i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _mul_nsw(self, other: int) -> int:
        """
        %0 = mul nsw i64 %self, %other
        ret i64 %0
        """

    # Speculative sums (passes/sumspec.go): +, - and * that wrap, and tests of whether the
    # exact operation leaves 64 bits (exact for + and -; for *, a superset: an operand outside
    # 32 bits), which the pass ORs together without a branch, so that LLVM vectorizes the loop.
    @llvm
    def _add_wrap(self, other: int) -> int:
        """
        %0 = add i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _sub_wrap(self, other: int) -> int:
        """
        %0 = sub i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _mul_wrap(self, other: int) -> int:
        """
        %0 = mul i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _add_ovf(self, other: int) -> bool:
        """
        %r = add i64 %self, %other
        %a = xor i64 %self, %r
        %b = xor i64 %other, %r
        %c = and i64 %a, %b
        %o = icmp slt i64 %c, 0
        ret i1 %o
        """

    @llvm
    def _sub_ovf(self, other: int) -> bool:
        """
        %r = sub i64 %self, %other
        %a = xor i64 %self, %other
        %b = xor i64 %self, %r
        %c = and i64 %a, %b
        %o = icmp slt i64 %c, 0
        ret i1 %o
        """

    @llvm
    def _mul_wide(self, other: int) -> bool:
        """
        %a = add i64 %self, 2147483648
        %b = add i64 %other, 2147483648
        %c = or i64 %a, %b
        %o = icmp ugt i64 %c, 4294967295
        ret i1 %o
        """

    # |self| as an unsigned number (-2**63 gives 2**63).
    @llvm
    def _abs_bits(self) -> int:
        """
        %n = sub i64 0, %self
        %s = icmp slt i64 %self, 0
        %0 = select i1 %s, i64 %n, i64 %self
        ret i64 %0
        """

    # Whether a sum starting at self, of n terms each at most u (unsigned) in magnitude, keeps
    # every partial sum within 64 bits: |self| + n * u <= 2**63 - 1, in 128 bits.
    @llvm
    def _sum_fits(self, u: int, n: int) -> bool:
        """
        %n0 = sub i64 0, %self
        %s = icmp slt i64 %self, 0
        %a = select i1 %s, i64 %n0, i64 %self
        %a2 = zext i64 %a to i128
        %u2 = zext i64 %u to i128
        %c2 = zext i64 %n to i128
        %p = mul i128 %u2, %c2
        %t = add i128 %a2, %p
        %ok = icmp ule i128 %t, 9223372036854775807
        ret i1 %ok
        """

    def __neg__(self) -> int:
        return 0 - self

    def __pos__(self) -> int:
        return self

    def __abs__(self) -> int:
        if self < 0:
            return 0 - self
        return self

    # math.floor, math.ceil and math.trunc call these, as in CPython.
    def __floor__(self) -> int:
        return self

    def __ceil__(self) -> int:
        return self

    def __trunc__(self) -> int:
        return self

    @llvm
    def __invert__(self) -> int:
        """
        %0 = xor i64 %self, -1
        ret i64 %0
        """

    @llvm
    def _sdiv(self, other: int) -> int:
        """
        %0 = sdiv i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _srem(self, other: int) -> int:
        """
        %0 = srem i64 %self, %other
        ret i64 %0
        """

    # Whether an odd m divides self, given inv, m's inverse modulo 2**64, and a = (2**63 - 1)
    # // m: self * inv + a, wrapping, is at most 2 * a unsigned (passes/divtest.go, oddTest).
    @llvm
    def _odd_divides(self, inv: int, a: int) -> bool:
        """
        %0 = mul i64 %self, %inv
        %1 = add i64 %0, %a
        %2 = shl i64 %a, 1
        %3 = icmp ule i64 %1, %2
        ret i1 %3
        """

    @llvm
    def _odd_not_divides(self, inv: int, a: int) -> bool:
        """
        %0 = mul i64 %self, %inv
        %1 = add i64 %0, %a
        %2 = shl i64 %a, 1
        %3 = icmp ugt i64 %1, %2
        ret i1 %3
        """

    # Unsigned division and remainder, for operands known non-negative: by a constant they are
    # a multiply and a shift without the signed forms' corrections, which a loop like
    # h = (h * 31 + x) % M carries from one iteration to the next.
    @llvm
    def _udiv(self, other: int) -> int:
        """
        %0 = udiv i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _urem(self, other: int) -> int:
        """
        %0 = urem i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _to_float(self) -> float:
        """
        %0 = sitofp i64 %self to double
        ret double %0
        """

    def __truediv__(self, other: int) -> float:
        if other == 0:
            _raise("ZeroDivisionError", "division by zero")
        return self._to_float()._fdiv(other._to_float())

    def __floordiv__(self, other: int) -> int:
        if other == 0:
            _raise("ZeroDivisionError", "integer division or modulo by zero")
        if other > 0 and self >= 0:
            return self._udiv(other)
        if other == -1:
            return 0 - self  # the only overflowing case: -2**63 // -1
        q = self._sdiv(other)
        # sdiv truncates toward zero; Python floors.
        if (self._srem(other) != 0) and ((self < 0) != (other < 0)):
            q = q - 1
        return q

    def __mod__(self, other: int) -> int:
        if other > 0 and self >= 0:
            return self._urem(other)
        if other == 0:
            _raise("ZeroDivisionError", "integer modulo by zero")
        if other == -1:
            return 0
        r = self._srem(other)
        # The result takes the sign of the divisor, as in Python.
        if (r != 0) and ((r < 0) != (other < 0)):
            r = r + other
        return r

    def __pow__(self, other: int) -> int:
        if other < 0:
            if self == 0:
                _raise("ZeroDivisionError", "0.0 cannot be raised to a negative power")
            _raise("ValueError", "int ** negative int is a float in Python; Kiln needs a float operand here")
        result = 1
        base = self
        e = other
        while e > 0:
            if e % 2 == 1:
                result = result * base
            e = e // 2
            if e > 0:
                base = base * base
        return result

    def __lshift__(self, other: int) -> int:
        if other < 0:
            _raise("ValueError", "negative shift count")
        if self == 0:
            return 0
        if other >= 64:
            kiln_int_overflow_()
        r = self._shl(other)
        if r._ashr(other) != self:
            kiln_int_overflow_()
        return r

    def __rshift__(self, other: int) -> int:
        if other < 0:
            _raise("ValueError", "negative shift count")
        if other >= 64:
            return self._ashr(63)
        return self._ashr(other)

    @llvm
    def _shl(self, other: int) -> int:
        """
        %0 = shl i64 %self, %other
        ret i64 %0
        """

    @llvm
    def _ashr(self, other: int) -> int:
        """
        %0 = ashr i64 %self, %other
        ret i64 %0
        """

    @llvm
    def __and__(self, other: int) -> int:
        """
        %0 = and i64 %self, %other
        ret i64 %0
        """

    @llvm
    def __or__(self, other: int) -> int:
        """
        %0 = or i64 %self, %other
        ret i64 %0
        """

    @llvm
    def __xor__(self, other: int) -> int:
        """
        %0 = xor i64 %self, %other
        ret i64 %0
        """

    @llvm
    def __eq__(self, other: int) -> bool:
        """
        %0 = icmp eq i64 %self, %other
        ret i1 %0
        """

    @llvm
    def __ne__(self, other: int) -> bool:
        """
        %0 = icmp ne i64 %self, %other
        ret i1 %0
        """

    @llvm
    def __lt__(self, other: int) -> bool:
        """
        %0 = icmp slt i64 %self, %other
        ret i1 %0
        """

    @llvm
    def __le__(self, other: int) -> bool:
        """
        %0 = icmp sle i64 %self, %other
        ret i1 %0
        """

    @llvm
    def __gt__(self, other: int) -> bool:
        """
        %0 = icmp sgt i64 %self, %other
        ret i1 %0
        """

    @llvm
    def __ge__(self, other: int) -> bool:
        """
        %0 = icmp sge i64 %self, %other
        ret i1 %0
        """

    @llvm
    def __bool__(self) -> bool:
        """
        %0 = icmp ne i64 %self, 0
        ret i1 %0
        """

    def __str__(self) -> str:
        return _int_str(self)

    # A part of the strconcat helpers (_str_cat2 to _str_cat8, stdlib/str.py): str(self).
    def _cat_len(self) -> int:
        return _int_len(self)

    def _cat_put(self, p: Ptr[byte], o: int, n: int) -> int:
        return _int_put(p, o, n, self)

    def _cat_ascii(self) -> bool:
        return True

    def __repr__(self) -> str:
        return _int_str(self)

    @overload
    def __round__(self) -> int:
        return self

    @overload
    def __round__(self, ndigits: int) -> int:
        return _round_int(self, ndigits)  # numbers.py

    @llvm
    def bit_length(self) -> int:
        """
        declare i64 @llvm.abs.i64(i64, i1)
        declare i64 @llvm.ctlz.i64(i64, i1)
        %a = call i64 @llvm.abs.i64(i64 %self, i1 false)
        %z = call i64 @llvm.ctlz.i64(i64 %a, i1 false)
        %r = sub i64 64, %z
        ret i64 %r
        """

    # CPython's int hash: the sign times |self| mod P, P = 2**61 - 1, and -2 for -1. The
    # remainder without a division: as 2**61 = P + 1, |self| = hi * 2**61 + lo is hi * P +
    # (hi + lo) with hi <= 4 and lo <= P, so hi + lo is below 2 * P and one subtraction of P
    # (when hi + lo >= P) leaves the remainder. |self| of -2**63 is 2**63 (unsigned): 4.
    @llvm
    def __hash__(self) -> int:
        """
        %neg = icmp slt i64 %self, 0
        %minus = sub i64 0, %self
        %abs = select i1 %neg, i64 %minus, i64 %self
        %lo = and i64 %abs, 2305843009213693951
        %hi = lshr i64 %abs, 61
        %s = add i64 %lo, %hi
        %big = icmp uge i64 %s, 2305843009213693951
        %s2 = sub i64 %s, 2305843009213693951
        %m = select i1 %big, i64 %s2, i64 %s
        %mm = sub i64 0, %m
        %r = select i1 %neg, i64 %mm, i64 %m
        %is = icmp eq i64 %r, -1
        %h = select i1 %is, i64 -2, i64 %r
        ret i64 %h
        """


@llvm
def _checked() -> bool:
    """
    ret i1 {checked}
    """


# Lazy reduction of h = (h * a + x1 + ... + xk) % m in a loop (passes/lazymod.go): where
# _lm_ok holds before the loop, the loop keeps u with h == u % m and reduces u only when it
# leaves [-b, b], b = 2**61 // |a|; otherwise u is h. Exactness argument in the pass.


def _lm_ok(h: int, b: int, m: int) -> bool:
    # Whether the loop runs lazily: 1 <= m <= b and h already reduced (0 <= h < m).
    return 1 <= m and m <= b and 0 <= h and h < m


def _lm_reduce(u: int, b: int, m: int) -> int:
    # u, or u % m when it left [-b, b].
    if u < -b or u > b:
        return u % m
    return u


def _lm_norm(u: int, ok: bool, m: int) -> int:
    # h from u.
    if ok:
        return u % m
    return u


@llvm
def _lm_small(t: int) -> bool:
    """
    %0 = add i64 %t, 288230376151711744
    %1 = icmp ule i64 %0, 576460752303423488
    ret i1 %1
    """


# _below(i, n) is 0 <= i < n for n >= 0 in one unsigned comparison: the fast path of list
# indexing, which leaves negative indices and errors to a second, cold test.
@llvm
def _below(i: int, n: int) -> bool:
    """
    %0 = icmp ult i64 %i, %n
    ret i1 %0
    """


@llvm
def kiln_int_overflow_() -> None:
    """
    declare void @kiln_int_overflow() noreturn cold
    call void @kiln_int_overflow()
    unreachable
    """


class float:
    @overload
    @llvm
    def __new__() -> float:
        "ret double 0.0"

    @overload
    @llvm
    def __new__(x: float) -> float:
        "ret double %x"

    @overload
    def __new__(x: int) -> float:
        return x._to_float()

    @overload
    def __new__(x: str) -> float:
        return _parse_float(x)  # numbers.py

    @overload
    @llvm
    def __new__(x: bool) -> float:
        """
        %0 = uitofp i1 %x to double
        ret double %0
        """

    @llvm
    def _trunc(self) -> int:
        """
        %0 = fptosi double %self to i64
        ret i64 %0
        """

    @llvm
    def _floor(self) -> float:
        """
        declare double @llvm.floor.f64(double)
        %0 = call double @llvm.floor.f64(double %self)
        ret double %0
        """

    @llvm
    def _ceil(self) -> float:
        """
        declare double @llvm.ceil.f64(double)
        %0 = call double @llvm.ceil.f64(double %self)
        ret double %0
        """

    # math.floor, math.ceil and math.trunc call these, as in CPython; int() raises CPython's
    # errors for NaN and infinities.
    def __floor__(self) -> int:
        return int(self._floor())

    def __ceil__(self) -> int:
        return int(self._ceil())

    def __trunc__(self) -> int:
        return int(self)

    @overload
    @llvm
    def __add__(self, other: float) -> float:
        """
        %0 = fadd double %self, %other
        ret double %0
        """

    @overload
    def __add__(self, other: int) -> float:
        return self + other._to_float()

    def __radd__(self, other: int) -> float:
        return other._to_float() + self

    @overload
    @llvm
    def __sub__(self, other: float) -> float:
        """
        %0 = fsub double %self, %other
        ret double %0
        """

    @overload
    def __sub__(self, other: int) -> float:
        return self - other._to_float()

    def __rsub__(self, other: int) -> float:
        return other._to_float() - self

    @overload
    @llvm
    def __mul__(self, other: float) -> float:
        """
        %0 = fmul double %self, %other
        ret double %0
        """

    @overload
    def __mul__(self, other: int) -> float:
        return self * other._to_float()

    def __rmul__(self, other: int) -> float:
        return other._to_float() * self

    @llvm
    def _fdiv(self, other: float) -> float:
        """
        %0 = fdiv double %self, %other
        ret double %0
        """

    @overload
    def __truediv__(self, other: float) -> float:
        if other == 0.0:
            _raise("ZeroDivisionError", "float division by zero")
        return self._fdiv(other)

    @overload
    def __truediv__(self, other: int) -> float:
        return self / other._to_float()

    def __rtruediv__(self, other: int) -> float:
        return other._to_float() / self

    @llvm
    def _fmod(self, other: float) -> float:
        """
        %0 = frem double %self, %other
        ret double %0
        """

    @llvm
    def _floor(self) -> float:
        """
        declare double @llvm.floor.f64(double)
        %0 = call double @llvm.floor.f64(double %self)
        ret double %0
        """

    @llvm
    def _copysign(self, other: float) -> float:
        """
        declare double @llvm.copysign.f64(double, double)
        %0 = call double @llvm.copysign.f64(double %self, double %other)
        ret double %0
        """

    @overload
    def __floordiv__(self, other: float) -> float:
        if other == 0.0:
            _raise("ZeroDivisionError", "float floor division by zero")
        # CPython's float_floor_div, through its divmod algorithm.
        mod = self._fmod(other)
        div = (self - mod)._fdiv(other)
        if mod != 0.0:
            if (other < 0.0) != (mod < 0.0):
                div = div - 1.0
        if div != 0.0:
            floordiv = div._floor()
            if div - floordiv > 0.5:
                floordiv = floordiv + 1.0
            return floordiv
        return (0.0)._copysign(self._fdiv(other))

    @overload
    def __floordiv__(self, other: int) -> float:
        return self // other._to_float()

    def __rfloordiv__(self, other: int) -> float:
        return other._to_float() // self

    @overload
    def __mod__(self, other: float) -> float:
        if other == 0.0:
            _raise("ZeroDivisionError", "float modulo")
        # CPython's float_rem.
        mod = self._fmod(other)
        if mod != 0.0:
            if (other < 0.0) != (mod < 0.0):
                mod = mod + other
            return mod
        return (0.0)._copysign(other)

    @overload
    def __mod__(self, other: int) -> float:
        return self % other._to_float()

    def __rmod__(self, other: int) -> float:
        return other._to_float() % self

    @llvm
    def _pow_root(self, other: float) -> float:
        # x ** other from a square root where that is certainly libm's pow's result, else NaN
        # (the candidates are finite, so NaN means "call _pow").
        #
        # x ** 0.5 for 2**-900 < x < 2**900 is sqrt(x) when that is certainly what pow returns.
        # s = sqrt(x) is the correctly rounded root t; glibc's pow is within 0.54 ULP of t (the
        # bound in its e_pow.c; 0.509 ULP of exp plus 372 * 1.3 * 2**-15 from log's error at
        # |0.5 * log(x)| <= 372), so where |t - s| < 0.46 ULP the other neighbour of t is more
        # than 0.54 ULP away and pow returns s too. r = x - s*s is exact (one fma: the residual
        # of a correctly rounded root is representable, and in this range nothing underflows),
        # t - s = r / (t + s) = r / 2s to 2**-52 relative, so |r| < 0.9 * s * ulp(s) means
        # |t - s| < 0.45 ULP. ulp(s) is the spacing on t's side: a root s = 2**m never has t
        # below it (t**2 would lie strictly between 4**m * (1 - 2**-53) and 4**m, where no
        # double is). About 10% of xs fall outside and call pow; on 10**8 random xs pow and
        # sqrt differed 0.09% of the time, always at |t - s| > 0.49 ULP.
        #
        # The 0.54 ULP is glibc's bound over every x: 0.511 ULP of exp (its build without fma)
        # plus |y log x| * 1.5 * 2**-15 from log's relative error (1.5 * 2**-68). For
        # 2**-20 < x < 2**20, |y log x| <= 1.5 * 20 log 2 < 20.8, so pow is within 0.5120 ULP
        # of t there and the thresholds below rise to 0.485 ULP (|r| < 0.97 * s * ulp(s) for
        # the root), leaving 0.003 ULP to spare: about 3% of those xs call pow instead of 8 to
        # 10%, and each call is a mispredicted branch too (nbody's squared distances). On
        # 8 * 10**8 random xs of that range no accepted candidate differed from pow, and pow
        # never differed from the candidate below 0.4917 ULP (2 * 10**7 xs per exponent).
        #
        # x ** 1.5, x ** -1.5 and x ** -0.5 for 2**-340 < x < 2**340 (no overflow or
        # underflow anywhere below) are likewise a candidate R with the remainder t - R of the
        # exact power t, returned when |t - R| < 0.459 ULP of R and R is not a power of two
        # (so that ULP is the spacing on both sides): every other double is then more than
        # 0.541 ULP from t, and glibc's pow is within 0.54 ULP everywhere (e_pow.c: exp's
        # 0.509 ULP plus |y log x| * 1.3 * 2**-15 from log, |y log x| <= 710; here
        # |1.5 log x| <= 354, so 0.524 ULP, and 0.528 for its build without fma), so pow
        # returns R too; else pow is called (about 8% of xs).
        # With s = sqrt(x): r1 = x - s*s, pl = x*s - p (p = x*s), rq = 1 - q*p (q = 1/p, for
        # -1.5) and rq = 1 - q*s (q = 1/s, for -0.5) are exact (fma residuals of a correctly
        # rounded root, product and quotient); sqrt(x) = s * (1 + r1/2x) and
        # x*s = p * (1 + pl/p) to 2**-104, so x**1.5 = p + (pl + r1*s/2),
        # x**-1.5 = q + q * (rq - pl*q - r1*q*s/2) and x**-0.5 = q + q * (rq - r1*q*q/2),
        # each to 2**-100 relative. The second term is the correction d, R = p + d (q + d),
        # and (p - R) + d is the remainder to within 2**-48 ULP (p - R is exact by Sterbenz's
        # lemma: R is within a few ULP of p). Results equal CPython's on 4 * 10**7 xs from
        # 2**-345 to 2**345 for each exponent (an exact hash; tests/run/float_pow_three_halves
        # has 10**5 of them).
        """
        declare double @llvm.sqrt.f64(double)
        declare double @llvm.fma.f64(double, double, double)
        declare double @llvm.fabs.f64(double)
        %half = fcmp oeq double %other, 5.000000e-01
        %lo = fcmp ogt double %self, 0x07B0000000000000
        %hi = fcmp olt double %self, 0x7830000000000000
        %inr = and i1 %lo, %hi
        %try = and i1 %half, %inr
        br i1 %try, label %root, label %other15
        root:
        %s = call double @llvm.sqrt.f64(double %self)
        %ns = fneg double %s
        %r = call double @llvm.fma.f64(double %ns, double %s, double %self)
        %ar = call double @llvm.fabs.f64(double %r)
        %sb = bitcast double %s to i64
        %eb = and i64 %sb, 9218868437227405312
        %ub = sub i64 %eb, 234187180623265792
        %u = bitcast i64 %ub to double
        %su = fmul double %s, %u
        %nlo = fcmp ogt double %self, 0x3EB0000000000000
        %nhi = fcmp olt double %self, 0x4130000000000000
        %nar = and i1 %nlo, %nhi
        %k = select i1 %nar, double 9.700000e-01, double 9.000000e-01
        %lim = fmul double %su, %k
        %near = fcmp olt double %ar, %lim
        br i1 %near, label %done, label %call
        done:
        ret double %s
        other15:
        %p15 = fcmp oeq double %other, 1.500000e+00
        %m15 = fcmp oeq double %other, -1.500000e+00
        %mh = fcmp oeq double %other, -5.000000e-01
        %pm15 = or i1 %p15, %m15
        %is15 = or i1 %pm15, %mh
        %lo15 = fcmp ogt double %self, 0x2AB0000000000000
        %hi15 = fcmp olt double %self, 0x5530000000000000
        %in15 = and i1 %lo15, %hi15
        %try15 = and i1 %is15, %in15
        br i1 %try15, label %pow15, label %call
        pow15:
        %s5 = call double @llvm.sqrt.f64(double %self)
        %ns5 = fneg double %s5
        %r1 = call double @llvm.fma.f64(double %ns5, double %s5, double %self)
        %hr = fmul double %r1, 5.000000e-01
        br i1 %mh, label %minushalf, label %prod
        minushalf:
        %qh = fdiv double 1.000000e+00, %s5
        %nqh = fneg double %qh
        %rqh = call double @llvm.fma.f64(double %nqh, double %s5, double 1.000000e+00)
        %qq = fmul double %qh, %qh
        %hrqq = fmul double %hr, %qq
        %ch = fsub double %rqh, %hrqq
        %dh = fmul double %qh, %ch
        br label %round
        prod:
        %p = fmul double %self, %s5
        %np = fneg double %p
        %pl = call double @llvm.fma.f64(double %self, double %s5, double %np)
        br i1 %p15, label %plus, label %minus
        plus:
        %hrs = fmul double %hr, %s5
        %dp = fadd double %pl, %hrs
        br label %round
        minus:
        %q = fdiv double 1.000000e+00, %p
        %nq = fneg double %q
        %rq = call double @llvm.fma.f64(double %nq, double %p, double 1.000000e+00)
        %qs = fmul double %q, %s5
        %plq = fmul double %pl, %q
        %c1 = fsub double %rq, %plq
        %hrqs = fmul double %hr, %qs
        %c = fsub double %c1, %hrqs
        %dm = fmul double %q, %c
        br label %round
        round:
        %b = phi double [ %p, %plus ], [ %q, %minus ], [ %qh, %minushalf ]
        %d = phi double [ %dp, %plus ], [ %dm, %minus ], [ %dh, %minushalf ]
        %R = fadd double %b, %d
        %bR = fsub double %b, %R
        %rem = fadd double %bR, %d
        %arem = call double @llvm.fabs.f64(double %rem)
        %Rb = bitcast double %R to i64
        %Re = and i64 %Rb, 9218868437227405312
        %Ru = sub i64 %Re, 234187180623265792
        %ulp = bitcast i64 %Ru to double
        %nlo15 = fcmp ogt double %self, 0x3EB0000000000000
        %nhi15 = fcmp olt double %self, 0x4130000000000000
        %nar15 = and i1 %nlo15, %nhi15
        %k15 = select i1 %nar15, double 4.850000e-01, double 4.590000e-01
        %lim15 = fmul double %ulp, %k15
        %close = fcmp olt double %arem, %lim15
        %Rm = and i64 %Rb, 4503599627370495
        %notp2 = icmp ne i64 %Rm, 0
        %ok = and i1 %close, %notp2
        br i1 %ok, label %done15, label %call
        done15:
        ret double %R
        call:
        ret double 0x7FF8000000000000
        """

    @llvm
    def _pow(self, other: float) -> float:
        # libm's pow, as CPython calls it, through the runtime's kiln_pow (no errno wrapper);
        # not the name pow, so that LLVM cannot rewrite pow(x, 0.5) as sqrt(x), whose rounding
        # can differ in the last digit. Only errno, which Kiln never reads, is written.
        """
        declare double @kiln_pow(double, double)
        %0 = call double @kiln_pow(double %self, double %other) memory(inaccessiblemem: readwrite) nounwind willreturn
        ret double %0
        """

    @overload
    def __pow__(self, other: float) -> float:
        if self == 0.0 and other < 0.0 and other - other == 0.0:
            # 0.0 ** -inf is inf in CPython: only a finite negative power raises.
            _raise("ZeroDivisionError", "0.0 cannot be raised to a negative power")
        if self < 0.0 and self - self == 0.0 and other == other and other._floor() != other and other - other == 0.0:
            _raise("ValueError", "negative number cannot be raised to a fractional power")
        r = self._pow_root(other)
        if r != r:
            # Not decided by a root (the roots are finite: no overflow test on that path).
            r = self._pow(other)
            if r - r != 0.0 and r == r and self - self == 0.0 and other - other == 0.0:
                _raise("OverflowError", "(34, 'Numerical result out of range')")
        return r

    @overload
    def __pow__(self, other: int) -> float:
        return self ** other._to_float()

    def __rpow__(self, other: int) -> float:
        return other._to_float() ** self

    @llvm
    def __neg__(self) -> float:
        """
        %0 = fneg double %self
        ret double %0
        """

    def __pos__(self) -> float:
        return self

    @llvm
    def __abs__(self) -> float:
        """
        declare double @llvm.fabs.f64(double)
        %0 = call double @llvm.fabs.f64(double %self)
        ret double %0
        """

    @overload
    @llvm
    def __eq__(self, other: float) -> bool:
        """
        %0 = fcmp oeq double %self, %other
        ret i1 %0
        """

    @overload
    def __eq__(self, other: int) -> bool:
        return self == other._to_float()

    @overload
    @llvm
    def __ne__(self, other: float) -> bool:
        """
        %0 = fcmp une double %self, %other
        ret i1 %0
        """

    @overload
    def __ne__(self, other: int) -> bool:
        return self != other._to_float()

    @overload
    @llvm
    def __lt__(self, other: float) -> bool:
        """
        %0 = fcmp olt double %self, %other
        ret i1 %0
        """

    @overload
    def __lt__(self, other: int) -> bool:
        return self < other._to_float()

    @overload
    @llvm
    def __le__(self, other: float) -> bool:
        """
        %0 = fcmp ole double %self, %other
        ret i1 %0
        """

    @overload
    def __le__(self, other: int) -> bool:
        return self <= other._to_float()

    @overload
    @llvm
    def __gt__(self, other: float) -> bool:
        """
        %0 = fcmp ogt double %self, %other
        ret i1 %0
        """

    @overload
    def __gt__(self, other: int) -> bool:
        return self > other._to_float()

    @overload
    @llvm
    def __ge__(self, other: float) -> bool:
        """
        %0 = fcmp oge double %self, %other
        ret i1 %0
        """

    @overload
    def __ge__(self, other: int) -> bool:
        return self >= other._to_float()

    @llvm
    def __bool__(self) -> bool:
        """
        %0 = fcmp une double %self, 0.0
        ret i1 %0
        """

    def __str__(self) -> str:
        return _str_from_cstr(kiln_float_repr(self))

    def __repr__(self) -> str:
        return _str_from_cstr(kiln_float_repr(self))

    def __hash__(self) -> int:
        return kiln_float_hash(self)

    @overload
    def __round__(self) -> int:
        return int(_round_half_even(self))

    @overload
    def __round__(self, ndigits: int) -> float:
        return kiln_float_round(self, ndigits)  # CPython's correctly rounded double_round

    def is_integer(self) -> bool:
        return self - self == 0.0 and self._floor() == self


class bool:
    @overload
    @llvm
    def __new__() -> bool:
        "ret i1 0"

    @llvm
    def __bool__(self) -> bool:
        "ret i1 %self"

    @llvm
    def __eq__(self, other: bool) -> bool:
        """
        %0 = icmp eq i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __ne__(self, other: bool) -> bool:
        """
        %0 = icmp ne i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __lt__(self, other: bool) -> bool:
        """
        %0 = icmp ult i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __le__(self, other: bool) -> bool:
        """
        %0 = icmp ule i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __gt__(self, other: bool) -> bool:
        """
        %0 = icmp ugt i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __ge__(self, other: bool) -> bool:
        """
        %0 = icmp uge i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __and__(self, other: bool) -> bool:
        """
        %0 = and i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __or__(self, other: bool) -> bool:
        """
        %0 = or i1 %self, %other
        ret i1 %0
        """

    @llvm
    def __xor__(self, other: bool) -> bool:
        """
        %0 = xor i1 %self, %other
        ret i1 %0
        """

    def __str__(self) -> str:
        if self:
            return "True"
        return "False"

    def __repr__(self) -> str:
        return self.__str__()

    def __abs__(self) -> int:
        return 1 if self else 0

    @llvm
    def __hash__(self) -> int:
        """
        %0 = zext i1 %self to i64
        ret i64 %0
        """


class NoneType:
    def __str__(self) -> str:
        return "None"

    def __repr__(self) -> str:
        return "None"

    @llvm
    def __bool__(self) -> bool:
        "ret i1 0"

    def __eq__(self, other: NoneType) -> bool:
        return True

    def __hash__(self) -> int:
        # CPython 3.12's constant (3.11 hashes None by its address).
        return 4238894112


def _none_attr(name: str) -> None:
    _raise("AttributeError", "'NoneType' object has no attribute '" + name + "'")


def _hex(n: int) -> str:
    # Lowercase hex digits of a non-negative int.
    if n == 0:
        return "0"
    p = _str_alloc(16)
    k = 16
    while n > 0:
        k -= 1
        _store_byte(p, k, _hex_digit(n & 15))
        n = n >> 4
    return _make_str(_ptr_add(p, k), 16 - k)


def _object_repr(name: str, addr: int) -> str:
    return "<" + name + " object at 0x" + _hex(addr) + ">"


def repr(x):
    # A class reference may be None (Optional[C] is C); for a value type the test folds away.
    if x is None:
        return "None"
    return x.__repr__()


class Ptr[T]:
    """A raw pointer to T values: the escape hatch containers are built on."""

    @llvm
    def __new__(n: int) -> Ptr[T]:
        """
        declare ptr @{alloc=T}(i64)
        %0 = getelementptr {=T}, ptr null, i64 %n
        %1 = ptrtoint ptr %0 to i64
        %2 = call ptr @{alloc=T}(i64 %1)
        ret ptr %2
        """

    @llvm
    def __getitem__(self, i: int) -> T:
        """
        %0 = getelementptr {=T}, ptr %self, i64 %i
        %1 = load {=T}, ptr %0, {tbaa.elem}
        ret {=T} %1
        """

    @llvm
    def __setitem__(self, i: int, x: T) -> None:
        """
        %0 = getelementptr {=T}, ptr %self, i64 %i
        store {=T} %x, ptr %0, {tbaa.elem}
        ret void
        """

    # Scratch arrays of the sorts (list.py): room for n values, neither zeroed nor scanned by
    # the collector. Only for arrays written before they are read, whose values are held
    # elsewhere too whenever the collector may run: the sorts allocate nothing while an item is
    # in scratch only. _free hands one back at once (the next sort reuses its memory instead
    # of the collector running sooner).
    @llvm
    def _scratch(self, n: int) -> Ptr[T]:
        """
        declare ptr @kiln_alloc_atomic(i64)
        %0 = getelementptr {=T}, ptr null, i64 %n
        %1 = ptrtoint ptr %0 to i64
        %2 = call ptr @kiln_alloc_atomic(i64 %1)
        ret ptr %2
        """

    # A list's array (list._reserve): room for n values, zeroed where they hold pointers (the
    # collector scans it, and a new object of the normal kind starts cleared anyway) and left
    # as the allocator hands it out where they do not. A list never reads an item at or past
    # its length before writing it (pop, del and clear leave stale items there already), so the
    # zeroes kiln_alloc_atomic_zeroed wrote were overwritten by the copy or the appends that
    # follow, or never read.
    @llvm
    def _fresh(self, n: int) -> Ptr[T]:
        """
        declare ptr @{alloc_raw=T}(i64)
        %0 = getelementptr {=T}, ptr null, i64 %n
        %1 = ptrtoint ptr %0 to i64
        %2 = call ptr @{alloc_raw=T}(i64 %1)
        ret ptr %2
        """

    @llvm
    def _free(self) -> None:
        """
        declare void @GC_free(ptr)
        call void @GC_free(ptr %self)
        ret void
        """

    # Asks the cache for the lines of the first n values (at most 512 bytes), without
    # waiting: a prefetch never faults and changes nothing (passes/prefetch.go).
    @llvm
    def _prefetch(self, n: int) -> None:
        """
        declare void @llvm.prefetch.p0(ptr, i32, i32, i32)
        declare i64 @llvm.umin.i64(i64, i64)
        %e = getelementptr {=T}, ptr null, i64 %n
        %b = ptrtoint ptr %e to i64
        %b1 = sub i64 %b, 1
        %small = icmp ult i64 %b1, 512
        %last = select i1 %small, i64 %b1, i64 511
        %o1 = call i64 @llvm.umin.i64(i64 64, i64 %last)
        %o2 = call i64 @llvm.umin.i64(i64 128, i64 %last)
        %o3 = call i64 @llvm.umin.i64(i64 192, i64 %last)
        %o4 = call i64 @llvm.umin.i64(i64 256, i64 %last)
        %o5 = call i64 @llvm.umin.i64(i64 320, i64 %last)
        %o6 = call i64 @llvm.umin.i64(i64 384, i64 %last)
        %o7 = call i64 @llvm.umin.i64(i64 448, i64 %last)
        %p1 = getelementptr i8, ptr %self, i64 %o1
        %p2 = getelementptr i8, ptr %self, i64 %o2
        %p3 = getelementptr i8, ptr %self, i64 %o3
        %p4 = getelementptr i8, ptr %self, i64 %o4
        %p5 = getelementptr i8, ptr %self, i64 %o5
        %p6 = getelementptr i8, ptr %self, i64 %o6
        %p7 = getelementptr i8, ptr %self, i64 %o7
        call void @llvm.prefetch.p0(ptr %self, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p1, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p2, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p3, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p4, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p5, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p6, i32 0, i32 3, i32 1)
        call void @llvm.prefetch.p0(ptr %p7, i32 0, i32 3, i32 1)
        ret void
        """

    @llvm
    def _copy(self, dst: Ptr[T], n: int) -> None:
        """
        declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
        %0 = getelementptr {=T}, ptr null, i64 %n
        %1 = ptrtoint ptr %0 to i64
        call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %self, i64 %1, i1 false)
        ret void
        """

    # _copy for copies that are mostly short (list concatenations: set_partition's
    # p[:i] + [b] + p[i + 1:] of a few items each): 8 to 64 bytes are copied inline, as a block
    # at each end of the range (overlapping in the middle when the size is not a power of two);
    # both blocks are loaded before either is stored, so an overlap of source and destination
    # is copied as memmove does. A call of memmove costs more than the copy at these sizes.
    # Only where short copies are the rule: the inline code is some 25 instructions at each
    # use, which a growth's copy (_reserve, usually long) would not repay.
    @llvm
    def _copy_few(self, dst: Ptr[T], n: int) -> None:
        """
        declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)
        %0 = getelementptr {=T}, ptr null, i64 %n
        %b = ptrtoint ptr %0 to i64
        %b8 = add i64 %b, -8
        %short = icmp ult i64 %b8, 57
        br i1 %short, label %s, label %long
        long:
        call void @llvm.memmove.p0.p0.i64(ptr %dst, ptr %self, i64 %b, i1 false)
        ret void
        s:
        %lt16 = icmp ult i64 %b, 16
        br i1 %lt16, label %w8, label %s16
        w8:
        %e8 = getelementptr i8, ptr %self, i64 %b8
        %x0 = load i64, ptr %self, align 1
        %x1 = load i64, ptr %e8, align 1
        %f8 = getelementptr i8, ptr %dst, i64 %b8
        store i64 %x0, ptr %dst, align 1
        store i64 %x1, ptr %f8, align 1
        ret void
        s16:
        %lt32 = icmp ult i64 %b, 32
        br i1 %lt32, label %w16, label %w32
        w16:
        %b16 = add i64 %b, -16
        %e16 = getelementptr i8, ptr %self, i64 %b16
        %y0 = load <2 x i64>, ptr %self, align 1
        %y1 = load <2 x i64>, ptr %e16, align 1
        %f16 = getelementptr i8, ptr %dst, i64 %b16
        store <2 x i64> %y0, ptr %dst, align 1
        store <2 x i64> %y1, ptr %f16, align 1
        ret void
        w32:
        %b32 = add i64 %b, -32
        %e32 = getelementptr i8, ptr %self, i64 %b32
        %z0 = load <4 x i64>, ptr %self, align 1
        %z1 = load <4 x i64>, ptr %e32, align 1
        %f32 = getelementptr i8, ptr %dst, i64 %b32
        store <4 x i64> %z0, ptr %dst, align 1
        store <4 x i64> %z1, ptr %f32, align 1
        ret void
        """

    @llvm
    def __add__(self, i: int) -> Ptr[T]:
        """
        %0 = getelementptr {=T}, ptr %self, i64 %i
        ret ptr %0
        """


def _grown(n: int) -> int:
    # The capacity a full list of n items grows to: by an eighth (as CPython) while it is
    # small, by half from 4096 items on. A grown array is a new collector object (there is no
    # realloc in place), so with an eighth a list built by append allocated and copied eight
    # times its final size, and each copy of a large array is cleared and paged in first.
    if n == 0:
        return 4
    if n < 4096:
        return n + (n >> 3) + 6
    return n + (n >> 1)


class list[T]:
    _data: Ptr[T]
    _len: int
    _cap: int

    def __init__(self):
        # A new list's fields start zero, or with room in the frame (_data and _cap: ir.New's
        # Room, passes/escape.go), which __init__ keeps.
        self._len = 0

    def _reserve(self, n: int) -> None:
        if n > self._cap:
            data = self._data._fresh(n)
            if self._len > 0:
                self._data._copy(data, self._len)
            self._data = data
            self._cap = n

    def _reserve_more(self, k: int) -> None:
        # Room for k more items (passes/listiter.go, before a loop appending once per item of
        # a list), growing at least as append does so that repeated loops stay linear.
        n = self._len + k
        if n > self._cap:
            g = _grown(self._cap)
            self._reserve(n if n > g else g)

    def _reserve_range(self, k: int) -> None:
        # Room for k more items before a counted loop appending once per iteration
        # (passes/rangereserve.go); nothing past 1 << 22 items, so that a loop that raises part
        # way (or one too long to finish) leaves at most that much unused room.
        if k > 0 and k <= 4194304:
            self._reserve_more(k)

    def append(self, x: T) -> None:
        n = self._len
        if n == self._cap:
            self._grow()
        self._data[n] = x
        self._len = n + 1

    # The growth of a full list by append: out of line (@cold: noinline cold), so that append
    # is a compare, a store and a length update inlined where it is called.
    @cold
    def _grow(self) -> None:
        self._reserve(_grown(self._len))

    def __len__(self) -> int:
        return self._len

    def __bool__(self) -> bool:
        return self._len != 0

    def _unpack(self, n: int) -> None:
        # `a, b = xs` (lower/stmt.go) checks the length before it assigns any target.
        m = self._len
        if m != n:
            if m > n:
                _raise("ValueError", "too many values to unpack (expected " + str(n) + ")")
            _raise("ValueError", "not enough values to unpack (expected " + str(n) + ", got " + str(m) + ")")

    def _unpack_rest(self, before: int, after: int) -> list[T]:
        # `a, *rest, z = xs`: checks the length, and returns the items the starred target takes.
        m = self._len
        if m < before + after:
            _raise("ValueError", "not enough values to unpack (expected at least " + str(before + after) + ", got " + str(m) + ")")
        r = list[T]()
        k = m - before - after
        r._reserve(k)
        if k > 0:
            (self._data + before)._copy(r._data, k)
        r._len = k
        return r

    def _unpack_item(self, i: int) -> T:
        # Item i of a list _unpack or _unpack_rest has checked; a negative i counts from the end.
        if i < 0:
            i += self._len
        return self._data[i]

    @overload
    def __getitem__(self, i: int) -> T:
        n = self._len
        if not _below(i, n):
            if i < 0:
                i += n
            if _checked() and not _below(i, n):
                _raise("IndexError", "list index out of range")
        return self._data[i]

    @overload
    def __setitem__(self, i: int, x: T) -> None:
        n = self._len
        if not _below(i, n):
            if i < 0:
                i += n
            if _checked() and not _below(i, n):
                _raise("IndexError", "list assignment index out of range")
        self._data[i] = x

    def pop(self, i: int = -1) -> T:
        n = self._len
        if n == 0:
            _raise("IndexError", "pop from empty list")
        if i < 0:
            i += n
        if i < 0 or i >= n:
            _raise("IndexError", "pop index out of range")
        x = self._data[i]
        if i < n - 1:
            (self._data + (i + 1))._copy(self._data + i, n - 1 - i)
        self._len = n - 1
        return x

    def __contains__(self, x: T) -> bool:
        for i in range(self._len):
            if self._data[i] == x:
                return True
        return False

    def __iter__(self) -> _list_iter[T]:
        return _list_iter[T](self)

    def __eq__(self, other: list[T]) -> bool:
        if self._len != other._len:
            return False
        for i in range(self._len):
            if self._data[i] != other._data[i]:
                return False
        return True

    def __ne__(self, other: list[T]) -> bool:
        return not (self == other)

    def __add__(self, other: list[T]) -> list[T]:
        r = list[T]()
        r._reserve(self._len + other._len)
        for i in range(self._len):
            r._data[i] = self._data[i]
        for i in range(other._len):
            r._data[self._len + i] = other._data[i]
        r._len = self._len + other._len
        return r

    def __iadd__(self, other: list[T]) -> list[T]:
        n = other._len
        self._reserve(self._len + n)
        for i in range(n):
            self._data[self._len + i] = other._data[i]
        self._len += n
        return self

    def __mul__(self, times: int) -> list[T]:
        r = list[T]()
        if times <= 0 or self._len == 0:
            return r
        n = self._len
        total = n * times
        r._reserve(total)
        # One copy of the items, then the filled prefix doubled by block copies.
        d = r._data
        self._data._copy(d, n)
        k = n
        while k < total:
            c = k if k <= total - k else total - k
            d._copy(d + k, c)
            k += c
        r._len = total
        return r

    def __rmul__(self, times: int) -> list[T]:
        return self * times

    # insert, extend, remove, index, count, reverse, clear, copy, del, the ordering
    # comparisons, sort and list(iterable); their helpers are in list.py.

    @overload
    def _init_from(self, other: list[T]) -> None:
        self.__init__()
        self._reserve(other._len)
        other._data._copy(self._data, other._len)
        self._len = other._len

    @overload
    def _init_from(self, other) -> None:
        self.__init__()
        for x in other:
            self.append(x)

    def insert(self, i: int, x: T) -> None:
        n = self._len
        i = _clamp_index(i, n)
        if n == self._cap:
            self._reserve(_grown(n))
        (self._data + i)._copy(self._data + (i + 1), n - i)
        self._data[i] = x
        self._len = n + 1

    @overload
    def extend(self, other: list[T]) -> None:
        n = other._len
        self._reserve(self._len + n)
        other._data._copy(self._data + self._len, n)
        self._len += n

    @overload
    def extend(self, other) -> None:
        for x in other:
            self.append(x)

    def _find(self, x: T, start: int, end: int) -> int:
        for i in range(start, end):
            if self._data[i] == x:
                return i
        return -1

    def remove(self, x: T) -> None:
        i = self._find(x, 0, self._len)
        if i < 0:
            _raise("ValueError", "list.remove(x): x not in list")
        self._delete(i)

    def index(self, x: T, start: int = 0, end: int = 9223372036854775807) -> int:
        n = self._len
        i = self._find(x, _clamp_index(start, n), _clamp_index(end, n))
        if i < 0:
            _raise("ValueError", repr(x) + " is not in list")
        return i

    def count(self, x: T) -> int:
        k = 0
        for i in range(self._len):
            if self._data[i] == x:
                k += 1
        return k

    def reverse(self) -> None:
        _reverse_ptr(self._data, 0, self._len)

    def clear(self) -> None:
        self._len = 0
        self._cap = 0

    def copy(self) -> list[T]:
        r = list[T]()
        r._init_from(self)
        return r

    def _delete(self, i: int) -> None:
        n = self._len - 1
        (self._data + (i + 1))._copy(self._data + i, n - i)
        self._len = n

    def __delitem__(self, i: int) -> None:
        n = self._len
        if i < 0:
            i += n
        if i < 0 or i >= n:
            _raise("IndexError", "list assignment index out of range")
        self._delete(i)

    def _cmp_at(self, other: list[T]) -> int:
        # The first index where the lists differ, or -1 when one is a prefix of the other.
        n = self._len if self._len < other._len else other._len
        for i in range(n):
            if not (self._data[i] == other._data[i]):
                return i
        return -1

    def __lt__(self, other: list[T]) -> bool:
        i = self._cmp_at(other)
        if i < 0:
            return self._len < other._len
        return self._data[i] < other._data[i]

    def __le__(self, other: list[T]) -> bool:
        i = self._cmp_at(other)
        if i < 0:
            return self._len <= other._len
        return self._data[i] <= other._data[i]

    def __gt__(self, other: list[T]) -> bool:
        i = self._cmp_at(other)
        if i < 0:
            return self._len > other._len
        return self._data[i] > other._data[i]

    def __ge__(self, other: list[T]) -> bool:
        i = self._cmp_at(other)
        if i < 0:
            return self._len >= other._len
        return self._data[i] >= other._data[i]

    def _scratch(self, n: int) -> Ptr[T]:
        return Ptr[T](n)

    # The sort without key: strs and ints by radix sorts (list.py), other types by <. Their <
    # cannot raise; the others' (a class's __lt__) can, so those sort a copy, stored back when
    # the sort is done: a sort that raises leaves the list as it was (CPython leaves it partly
    # sorted, always a permutation of its items). reverse=True reverses before and after, as
    # CPython's, so that equal items keep their order.
    @overload
    def _sort_items(self, a: Ptr[str], n: int, reverse: bool) -> None:
        if reverse:
            _reverse_ptr(a, 0, n)
        _sort_strs(a, n)
        if reverse:
            _reverse_ptr(a, 0, n)

    # Equal ints cannot be told apart, so reverse=True is the ascending order reversed once.
    @overload
    def _sort_items(self, a: Ptr[int], n: int, reverse: bool) -> None:
        _sort_ints(a, n)
        if reverse:
            _reverse_ptr(a, 0, n)

    @overload
    def _sort_items(self, a: Ptr[T], n: int, reverse: bool) -> None:
        w = Ptr[T](n)
        a._copy(w, n)
        if reverse:
            _reverse_ptr(w, 0, n)
        _merge_sort(w, Ptr[T](n >> 1), 0, n)
        if reverse:
            _reverse_ptr(w, 0, n)
        w._copy(a, n)

    # The sort with key: int keys by the radix sort (list.py), others by the merge sort (on a
    # copy of the items, as above: the keys' < may raise). reverse=True with int keys sorts by
    # ~key (-key - 1, never overflowing), which reverses their order: CPython's reverse, stable
    # sort and reverse give the keys in descending order with equal keys in the list's order,
    # which is what a stable sort by ~key gives, without the three reversals.
    @overload
    def _sort_keyed(self, keys: list[int], n: int, reverse: bool) -> None:
        a = self._data
        k = keys._data
        if reverse:
            for i in range(n):
                k[i] = k[i] ^ -1
        vtmp = a._scratch(n)
        _radix_sort_keyed(k, a, vtmp, n)
        vtmp._free()

    @overload
    def _sort_keyed(self, keys, n: int, reverse: bool) -> None:
        a = self._data
        w = Ptr[T](n)
        a._copy(w, n)
        if reverse:
            _reverse_ptr(keys._data, 0, n)
            _reverse_ptr(w, 0, n)
        _merge_sort_keyed(keys._data, w, keys._scratch(n >> 1), Ptr[T](n >> 1), 0, n)
        if reverse:
            _reverse_ptr(w, 0, n)
        w._copy(a, n)

    # sorted(l) of a list (iters.py's _sorted_list): the new list's items sorted from l's.
    # Without a key, ints go from l's array to the new one in the sort's first pass (no copy
    # first, and no scratch array of n items); other items are copied and sorted as sort()
    # sorts them.
    def _sorted_copy(self, key, reverse: bool) -> list[T]:
        r = list[T]()
        if key is None:
            n = self._len
            r._reserve(n)
            r._len = n
            if n > 0:
                r._sort_from(self._data, n, reverse)
        else:
            r._init_from(self)
            r.sort(key=key, reverse=reverse)
        return r

    # The items of a (n >= 1, not this list's array) into this list's array (room for n)
    # sorted, as sort(reverse=reverse) would sort a copy of them.
    @overload
    def _sort_from(self, a: Ptr[int], n: int, reverse: bool) -> None:
        _sort_ints_to(a, self._data, n, False)
        if reverse:
            _reverse_ptr(self._data, 0, n)

    @overload
    def _sort_from(self, a: Ptr[T], n: int, reverse: bool) -> None:
        a._copy(self._data, n)
        if n >= 2:
            self._sort_items(self._data, n, reverse)

    def sort(self, key=None, reverse: bool = False) -> None:
        n = self._len
        if n < 2:
            return
        if key is None:
            self._sort_items(self._data, n, reverse)
        else:
            # All the keys first, as CPython: the list is untouched when key raises.
            keys = [key(self._data[0])]
            keys._reserve(n)
            for i in range(1, n):
                keys.append(key(self._data[i]))
            self._sort_keyed(keys, n, reverse)

    def __repr__(self) -> str:
        if self._len == 0:
            return "[]"
        s = "[" + repr(self._data[0])
        for i in range(1, self._len):
            s = s + ", " + repr(self._data[i])
        return s + "]"

    # ---- slices (x[a:b:c], x[a:b] = other, del x[a:b]) ----

    @overload
    def __getitem__(self, s: slice) -> list[T]:
        start, stop, step = s.indices(self._len)
        count = _slice_len(start, stop, step)
        r = list[T]()
        r._reserve(count)
        if step == 1:
            if count > 0:
                (self._data + start)._copy(r._data, count)
        else:
            for k in range(count):
                r._data[k] = self._data[start + k * step]
        r._len = count
        return r

    @overload
    def __setitem__(self, s: slice, other: list[T]) -> None:
        start, stop, step = s.indices(self._len)
        m = other._len
        items = Ptr[T](m + 1)  # a copy: other may be self
        if m > 0:
            other._data._copy(items, m)
        if step == 1:
            if stop < start:
                stop = start
            n = self._len
            self._reserve(n - (stop - start) + m)
            tail = n - stop
            if tail > 0:
                (self._data + stop)._copy(self._data + start + m, tail)
            for k in range(m):
                self._data[start + k] = items[k]
            self._len = n - (stop - start) + m
            return
        count = _slice_len(start, stop, step)
        if count != m:
            _raise("ValueError", "attempt to assign sequence of size " + str(m) + " to extended slice of size " + str(count))
        for k in range(count):
            self._data[start + k * step] = items[k]

    def __delitem__(self, s: slice) -> None:
        start, stop, step = s.indices(self._len)
        count = _slice_len(start, stop, step)
        if count == 0:
            return
        if step < 0:
            start = start + (count - 1) * step
        # One item: its step (up to 2**63 - 1 and -2**63) is not added, where nxt + step or
        # -step may not fit. More: |step| and start + count * |step| are within 2 * len.
        if count == 1:
            step = 1
        elif step < 0:
            step = 0 - step
        # Keep the items the slice does not select, in order.
        n = self._len
        w = start
        nxt = start
        taken = 0
        for i in range(start, n):
            if taken < count and i == nxt:
                taken += 1
                nxt += step
                continue
            self._data[w] = self._data[i]
            w += 1
        self._len = w


class _list_iter[T]:
    _list: list[T]
    _i: int

    def __init__(self, l: list[T]):
        self._list = l
        self._i = 0

    def __iter__(self) -> _list_iter[T]:
        return self

    def _has_next(self) -> bool:
        return self._i < self._list._len

    def __next__(self) -> T:
        i = self._i
        self._i = i + 1
        return self._list._data[i]
