"""The statistics module, as CPython 3.11's Lib/statistics.py. CPython sums exactly with
fractions; Kiln's ints are 64 bits, so the exact sums here are big integers of 30-bit limbs
(lists, least significant first) over the data's smallest binary exponent, and every result is
rounded once, to nearest even, as CPython's int / int and its correctly rounded square root."""

from math import frexp as _frexp, ldexp as _ldexp, fsum as _fsum, log as _log, exp as _exp


class StatisticsError(ValueError):
    __module__ = "statistics"


# ---------------------------------------------------------------------------
# Natural numbers as lists of 30-bit limbs, least significant first, without leading zeros.

_SHIFT = 30
_MASK = 1073741823


def _b_of(v: int) -> list[int]:
    r: list[int] = []
    while v > 0:
        r.append(v & _MASK)
        v = v >> _SHIFT
    return r


def _b_trim(r: list[int]) -> list[int]:
    while len(r) > 0 and r[len(r) - 1] == 0:
        r.pop()
    return r


def _b_bitlen(a: list[int]) -> int:
    n = len(a)
    if n == 0:
        return 0
    return (n - 1) * _SHIFT + a[n - 1].bit_length()


def _b_cmp(a: list[int], b: list[int]) -> int:
    if len(a) != len(b):
        return -1 if len(a) < len(b) else 1
    i = len(a) - 1
    while i >= 0:
        if a[i] != b[i]:
            return -1 if a[i] < b[i] else 1
        i -= 1
    return 0


def _b_add(a: list[int], b: list[int]) -> list[int]:
    if len(a) < len(b):
        a, b = b, a
    r: list[int] = []
    carry = 0
    for i in range(len(a)):
        s = a[i] + carry
        if i < len(b):
            s += b[i]
        r.append(s & _MASK)
        carry = s >> _SHIFT
    if carry:
        r.append(carry)
    return r


def _b_sub(a: list[int], b: list[int]) -> list[int]:
    # a - b for a >= b.
    r: list[int] = []
    borrow = 0
    for i in range(len(a)):
        s = a[i] - borrow
        if i < len(b):
            s -= b[i]
        borrow = 0
        if s < 0:
            s += _MASK + 1
            borrow = 1
        r.append(s)
    return _b_trim(r)


def _b_mul(a: list[int], b: list[int]) -> list[int]:
    r = [0] * (len(a) + len(b))
    if len(a) == 0 or len(b) == 0:
        return r
    for i in range(len(a)):
        carry = 0
        x = a[i]
        for j in range(len(b)):
            t = r[i + j] + x * b[j] + carry
            r[i + j] = t & _MASK
            carry = t >> _SHIFT
        k = i + len(b)
        while carry:
            t = r[k] + carry
            r[k] = t & _MASK
            carry = t >> _SHIFT
            k += 1
    return _b_trim(r)


def _b_shl(a: list[int], k: int) -> list[int]:
    limbs = k // _SHIFT
    bits = k % _SHIFT
    r = [0] * limbs
    if len(a) == 0:
        return a
    carry = 0
    for x in a:
        t = (x << bits) | carry
        r.append(t & _MASK)
        carry = t >> _SHIFT
    if carry:
        r.append(carry)
    return r


def _b_shr(a: list[int], k: int) -> list[int]:
    limbs = k // _SHIFT
    bits = k % _SHIFT
    r: list[int] = []
    for i in range(limbs, len(a)):
        t = a[i] >> bits
        if i + 1 < len(a):
            t = t | ((a[i + 1] << (_SHIFT - bits)) & _MASK)
        r.append(t)
    return _b_trim(r)


def _b_bit(a: list[int], k: int) -> int:
    i = k // _SHIFT
    if k < 0 or i >= len(a):
        return 0
    return (a[i] >> (k % _SHIFT)) & 1


def _b_low_nonzero(a: list[int], k: int) -> bool:
    # whether a has a set bit below bit k
    i = 0
    while i < len(a) and (i + 1) * _SHIFT <= k:
        if a[i] != 0:
            return True
        i += 1
    if i < len(a) and k > i * _SHIFT:
        return a[i] & ((1 << (k - i * _SHIFT)) - 1) != 0
    return False


def _b_to_int(a: list[int]) -> int:
    v = 0
    i = len(a) - 1
    while i >= 0:
        v = (v << _SHIFT) | a[i]
        i -= 1
    return v


def _b_divmod(a: list[int], b: list[int]) -> tuple[list[int], bool]:
    # The quotient of a by b > 0 and whether the remainder is not zero, by restoring division.
    qbits = _b_bitlen(a) - _b_bitlen(b) + 1
    q: list[int] = []
    if qbits <= 0:
        return q, len(a) > 0
    q = [0] * ((qbits + _SHIFT - 1) // _SHIFT)
    r = a
    d = _b_shl(b, qbits - 1)
    k = qbits - 1
    while k >= 0:
        if _b_cmp(r, d) >= 0:
            r = _b_sub(r, d)
            q[k // _SHIFT] = q[k // _SHIFT] | (1 << (k % _SHIFT))
        d = _b_shr(d, 1)
        k -= 1
    return _b_trim(q), len(r) > 0


def _b_to_float(a: list[int], e2: int, sticky: bool) -> float:
    # (a + s) * 2**e2 rounded to nearest even, where 0 < s < 1 when sticky; a has more bits
    # than a double keeps. As CPython's int / int, an overflow raises OverflowError.
    b = _b_bitlen(a)
    if b == 0:
        return 0.0
    top = b - 1 + e2
    p = 53
    if top < -1022:
        p = 53 - (-1022 - top)
    drop = b - p
    m = _b_to_int(_b_shr(a, drop)) if drop > 0 else _b_to_int(a)
    if drop > 0:
        half = _b_bit(a, drop - 1)
        rest = sticky or _b_low_nonzero(a, drop - 1)
        if half and (rest or m & 1):
            m += 1
    else:
        drop = 0
    if m.bit_length() - 1 + e2 + drop > 1023:
        raise OverflowError("integer division result too large for a float")
    return _ldexp(float(m), e2 + drop)


def _ratio_to_float(a: list[int], b: list[int], e2: int) -> float:
    # a / b * 2**e2, correctly rounded: the quotient is taken to 64 bits or more.
    sa = 0
    sb = 0
    diff = _b_bitlen(a) - _b_bitlen(b)
    if diff < 66:
        sa = 66 - diff
    else:
        sb = diff - 66
    q, inexact = _b_divmod(_b_shl(a, sa), _b_shl(b, sb))
    return _b_to_float(q, e2 - sa + sb, inexact)


def _b_isqrt(a: list[int]) -> list[int]:
    r: list[int] = []
    k = (_b_bitlen(a) + 1) // 2
    while k >= 0:
        t = _b_add(r, _b_shl([1], k))
        if _b_cmp(_b_mul(t, t), a) <= 0:
            r = t
        k -= 1
    return r


# ---------------------------------------------------------------------------
# Exact sums of the data: each value as a signed integer times 2**emin.

def _parts(x) -> tuple[int, int]:
    # x == m * 2**e exactly, for a finite float or an int
    if isinstance(x, float):
        f, e = _frexp(x)
        return int(f * 9007199254740992.0), e - 53
    return x + 0, 0


class _Sums:
    # The data's count, exact sum sx and sum of squares sxx (of values scaled by 2**-emin),
    # and for a non-finite value, the float sum of those values (CPython's partials[None]).
    def __init__(self) -> None:
        self.n = 0
        self.emin = 0
        self.pos: list[int] = []
        self.neg: list[int] = []
        self.sxx: list[int] = []
        self.nonfinite = False
        self.special = 0.0

    def sx(self) -> tuple[list[int], bool]:
        # the magnitude of the sum and whether it is negative
        if _b_cmp(self.pos, self.neg) >= 0:
            return _b_sub(self.pos, self.neg), False
        return _b_sub(self.neg, self.pos), True


def _sums(data, squares: bool) -> _Sums:
    s = _Sums()
    ms: list[int] = []
    es: list[int] = []
    for x in data:
        s.n += 1
        if isinstance(x, float):
            if x - x != 0.0:
                if s.nonfinite:
                    s.special = s.special + x
                else:
                    s.special = x
                s.nonfinite = True
                continue
        m, e = _parts(x)
        if m != 0:
            if len(ms) == 0 or e < s.emin:
                s.emin = e
            ms.append(m)
            es.append(e)
    if s.nonfinite:
        return s
    for i in range(len(ms)):
        m = ms[i]
        v = _b_shl(_b_of(m if m > 0 else -m), es[i] - s.emin)
        if m > 0:
            s.pos = _b_add(s.pos, v)
        else:
            s.neg = _b_add(s.neg, v)
        if squares:
            s.sxx = _b_add(s.sxx, _b_mul(v, v))
    return s


def _signed(x: float, negative: bool) -> float:
    return -x if negative else x


# ---------------------------------------------------------------------------
# Averages

def _mean(data) -> float:
    s = _sums(data, False)
    if s.n < 1:
        raise StatisticsError("mean requires at least one data point")
    if s.nonfinite:
        return s.special / s.n
    mag, negative = s.sx()
    return _signed(_ratio_to_float(mag, _b_of(s.n), s.emin), negative)


def mean(data):
    # The checker checks a call as _mean (types/statistics.go), refusing ints, whose mean
    # CPython gives as an int or a float by its value: this body never runs.
    return _mean(data)


def fmean(data, weights=None) -> float:
    if weights is None:
        xs = list(data)
        n = len(xs)
        total = _fsum(xs)
        if n == 0:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    xs = list(data)
    ws = list(weights)
    num = _fsum([xs[i] * ws[i] for i in range(min(len(xs), len(ws)))])
    if len(xs) != len(ws):
        raise StatisticsError("data and weights must be the same length")
    den = _fsum(ws)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data) -> float:
    logs: list[float] = []
    for x in data:
        if x <= 0:
            raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers")
        logs.append(_log(x))
    if len(logs) == 0:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers")
    return _exp(fmean(logs))


def _harmonic_mean(data) -> float:
    xs = list(data)
    n = len(xs)
    errmsg = "harmonic mean does not support negative values"
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if n == 1:
        if xs[0] < 0:
            raise StatisticsError(errmsg)
        return xs[0]
    inverses: list[float] = []
    for x in xs:
        if x < 0:
            raise StatisticsError(errmsg)
        if x == 0:
            return 0.0
        inverses.append(1 / x)
    s = _sums(inverses, False)
    if s.nonfinite:
        total = s.special
        if total <= 0:
            raise StatisticsError("Weighted sum must be positive")
        return n / total
    mag, negative = s.sx()
    if len(mag) == 0 or negative:
        raise StatisticsError("Weighted sum must be positive")
    # n / (mag * 2**emin)
    return _ratio_to_float(_b_of(n), mag, -s.emin)


def harmonic_mean(data):
    # Checked as _harmonic_mean (types/statistics.go), refusing ints: this body never runs.
    return _harmonic_mean(data)


def _median(data):
    xs = sorted(data)
    n = len(xs)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return xs[n // 2]
    i = n // 2
    return (xs[i - 1] + xs[i]) / 2


def median(data):
    # Checked as _median (types/statistics.go), refusing ints: this body never runs.
    return _median(data)


def median_low(data):
    xs = sorted(data)
    n = len(xs)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return xs[n // 2]
    return xs[n // 2 - 1]


def median_high(data):
    xs = sorted(data)
    n = len(xs)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return xs[n // 2]


def mode(data):
    counts = {}
    best = 0
    for x in data:
        c = counts.get(x, 0) + 1
        counts[x] = c
        if c > best:
            best = c
    for x in counts:
        if counts[x] == best:
            return x
    raise StatisticsError("no mode for empty data")


def multimode(data):
    counts = {}
    best = 0
    for x in data:
        c = counts.get(x, 0) + 1
        counts[x] = c
        if c > best:
            best = c
    return [x for x in counts if counts[x] == best]


def quantiles(data, n: int = 4, method: str = "exclusive") -> list[float]:
    if n < 1:
        raise StatisticsError("n must be at least 1")
    xs = sorted(data)
    ld = len(xs)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    result: list[float] = []
    if method == "inclusive":
        m = ld - 1
        for i in range(1, n):
            j = i * m // n
            delta = i * m - j * n
            result.append((xs[j] * (n - delta) + xs[j + 1] * delta) / n)
        return result
    if method == "exclusive":
        m = ld + 1
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            result.append((xs[j - 1] * (n - delta) + xs[j] * delta) / n)
        return result
    raise ValueError("Unknown method: " + repr(method))


# ---------------------------------------------------------------------------
# Spread: the sum of squared deviations (n * sxx - sx * sx) / n, exactly, over the divisor.

def _ssd(data, c, what: str, least: int) -> tuple[list[int], int, int, bool, float]:
    # The exact numerator num and the emin of n * ssd = num * 2**(2 * emin), the count, and
    # for a non-finite value its float sum. With a given mean c, the float squares
    # (x - c) * (x - c) are summed exactly, as CPython's _ss.
    if c is not None:
        sq = [(x - c) * (x - c) for x in data]
        s = _sums(sq, False)
        if s.n < least:
            raise StatisticsError(what)
        mag, negative = s.sx()
        # n * ssd with ssd = sum * 2**emin: the caller's divisor includes n.
        return _b_mul(mag, _b_of(s.n)), s.emin, s.n, s.nonfinite, s.special
    s = _sums(data, True)
    if s.n < least:
        raise StatisticsError(what)
    if s.nonfinite:
        return s.sxx, 0, s.n, True, s.special
    mag, negative = s.sx()
    num = _b_sub(_b_mul(_b_of(s.n), s.sxx), _b_mul(mag, mag))
    return num, 2 * s.emin, s.n, False, 0.0


def _variance(data, xbar=None) -> float:
    num, e2, n, nonfinite, special = _ssd(data, xbar, "variance requires at least two data points", 2)
    if nonfinite:
        return special / (n - 1)
    return _ratio_to_float(num, _b_mul(_b_of(n), _b_of(n - 1)), e2)


def variance(data, xbar=None):
    # Checked as _variance (types/statistics.go), refusing ints: this body never runs.
    return _variance(data, xbar)


def _pvariance(data, mu=None) -> float:
    num, e2, n, nonfinite, special = _ssd(data, mu, "pvariance requires at least one data point", 1)
    if nonfinite:
        return special / n
    return _ratio_to_float(num, _b_mul(_b_of(n), _b_of(n)), e2)


def pvariance(data, mu=None):
    # Checked as _pvariance (types/statistics.go), refusing ints: this body never runs.
    return _pvariance(data, mu)


def _sqrt_ratio(a: list[int], b: list[int], e2: int) -> float:
    # sqrt(a / b * 2**e2) correctly rounded, for an even e2: the integer square root of the
    # quotient taken to 130 bits or more, the inexactness as a sticky bit.
    if len(a) == 0:
        return 0.0
    diff = _b_bitlen(a) - _b_bitlen(b)
    s = 0
    if diff < 130:
        s = (131 - diff) // 2
    q, inexact = _b_divmod(_b_shl(a, 2 * s), b)
    r = _b_isqrt(q)
    if _b_cmp(_b_mul(r, r), q) != 0:
        inexact = True
    return _b_to_float(r, e2 // 2 - s, inexact)


def _no_numerator() -> None:
    raise AttributeError("'float' object has no attribute 'numerator'")


def stdev(data, xbar=None) -> float:
    num, e2, n, nonfinite, special = _ssd(data, xbar, "stdev requires at least two data points", 2)
    if nonfinite:
        _no_numerator()
    if e2 % 2 != 0:
        num = _b_shl(num, 1)
        e2 -= 1
    return _sqrt_ratio(num, _b_mul(_b_of(n), _b_of(n - 1)), e2)


def pstdev(data, mu=None) -> float:
    num, e2, n, nonfinite, special = _ssd(data, mu, "pstdev requires at least one data point", 1)
    if nonfinite:
        _no_numerator()
    if e2 % 2 != 0:
        num = _b_shl(num, 1)
        e2 -= 1
    return _sqrt_ratio(num, _b_mul(_b_of(n), _b_of(n)), e2)
