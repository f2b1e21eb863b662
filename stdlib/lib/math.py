"""The math module, as CPython's Modules/mathmodule.c: the C library's functions with CPython's
checks around them, so that values and errors match."""

pi = 3.141592653589793
e = 2.718281828459045
tau = 6.283185307179586
inf = float("inf")
nan = float("nan")


# ---------------------------------------------------------------------------
# Helpers

def _isfinite(x: float) -> bool:
    return x - x == 0.0


def _isinf(x: float) -> bool:
    return x == x and x - x != 0.0


def _domain_error() -> None:
    _raise("ValueError", "math domain error")


def _range_error() -> None:
    _raise("OverflowError", "math range error")


def _math_1(x: float, r: float, can_overflow: bool) -> float:
    # CPython's math_1: a NaN from a non-NaN is a domain error; an infinity from a finite
    # argument is an overflow or a singularity.
    if r != r and x == x:
        _domain_error()
    if _isinf(r) and _isfinite(x):
        if can_overflow:
            _range_error()
        else:
            _domain_error()
    return r


def _math_2(x: float, y: float, r: float, can_overflow: bool) -> float:
    # CPython's math_2, for functions of two floats.
    if r != r:
        if x == x and y == y:
            _domain_error()
    elif _isinf(r) and _isfinite(x) and _isfinite(y):
        if can_overflow:
            _range_error()
        else:
            _domain_error()
    return r


@llvm
def _sqrt(x: float) -> float:
    """
    declare double @llvm.sqrt.f64(double)
    %0 = call double @llvm.sqrt.f64(double %x)
    ret double %0
    """


@llvm
def _exp(x: float) -> float:
    """
    declare double @exp(double)
    %0 = call double @exp(double %x)
    ret double %0
    """


@llvm
def _expm1(x: float) -> float:
    """
    declare double @expm1(double)
    %0 = call double @expm1(double %x)
    ret double %0
    """


@llvm
def _log(x: float) -> float:
    """
    declare double @log(double)
    %0 = call double @log(double %x)
    ret double %0
    """


@llvm
def _log2(x: float) -> float:
    """
    declare double @log2(double)
    %0 = call double @log2(double %x)
    ret double %0
    """


@llvm
def _log10(x: float) -> float:
    """
    declare double @log10(double)
    %0 = call double @log10(double %x)
    ret double %0
    """


@llvm
def _log1p(x: float) -> float:
    """
    declare double @log1p(double)
    %0 = call double @log1p(double %x)
    ret double %0
    """


@llvm
def _pow(x: float, y: float) -> float:
    """
    declare double @pow(double, double)
    %0 = call double @pow(double %x, double %y)
    ret double %0
    """


@llvm
def _sin(x: float) -> float:
    """
    declare double @sin(double)
    %0 = call double @sin(double %x)
    ret double %0
    """


@llvm
def _cos(x: float) -> float:
    """
    declare double @cos(double)
    %0 = call double @cos(double %x)
    ret double %0
    """


@llvm
def _tan(x: float) -> float:
    """
    declare double @tan(double)
    %0 = call double @tan(double %x)
    ret double %0
    """


@llvm
def _asin(x: float) -> float:
    """
    declare double @asin(double)
    %0 = call double @asin(double %x)
    ret double %0
    """


@llvm
def _acos(x: float) -> float:
    """
    declare double @acos(double)
    %0 = call double @acos(double %x)
    ret double %0
    """


@llvm
def _atan(x: float) -> float:
    """
    declare double @atan(double)
    %0 = call double @atan(double %x)
    ret double %0
    """


@llvm
def _atan2(y: float, x: float) -> float:
    """
    declare double @atan2(double, double)
    %0 = call double @atan2(double %y, double %x)
    ret double %0
    """


@llvm
def _sinh(x: float) -> float:
    """
    declare double @sinh(double)
    %0 = call double @sinh(double %x)
    ret double %0
    """


@llvm
def _cosh(x: float) -> float:
    """
    declare double @cosh(double)
    %0 = call double @cosh(double %x)
    ret double %0
    """


@llvm
def _tanh(x: float) -> float:
    """
    declare double @tanh(double)
    %0 = call double @tanh(double %x)
    ret double %0
    """


@llvm
def _asinh(x: float) -> float:
    """
    declare double @asinh(double)
    %0 = call double @asinh(double %x)
    ret double %0
    """


@llvm
def _acosh(x: float) -> float:
    """
    declare double @acosh(double)
    %0 = call double @acosh(double %x)
    ret double %0
    """


@llvm
def _atanh(x: float) -> float:
    """
    declare double @atanh(double)
    %0 = call double @atanh(double %x)
    ret double %0
    """


@llvm
def _fmod(x: float, y: float) -> float:
    """
    %0 = frem double %x, %y
    ret double %0
    """


@llvm
def _copysign(x: float, y: float) -> float:
    """
    declare double @llvm.copysign.f64(double, double)
    %0 = call double @llvm.copysign.f64(double %x, double %y)
    ret double %0
    """


@llvm
def _fabs(x: float) -> float:
    """
    declare double @llvm.fabs.f64(double)
    %0 = call double @llvm.fabs.f64(double %x)
    ret double %0
    """


@llvm
def _frexp_mantissa(x: float) -> float:
    """
    declare double @frexp(double, ptr)
    %e = alloca i32
    %m = call double @frexp(double %x, ptr %e)
    ret double %m
    """


@llvm
def _frexp_exponent(x: float) -> int:
    """
    declare double @frexp(double, ptr)
    %e = alloca i32
    %m = call double @frexp(double %x, ptr %e)
    %v = load i32, ptr %e
    %r = sext i32 %v to i64
    ret i64 %r
    """


@llvm
def _ldexp(x: float, i: int) -> float:
    """
    declare double @ldexp(double, i32)
    %n = trunc i64 %i to i32
    %0 = call double @ldexp(double %x, i32 %n)
    ret double %0
    """


@llvm
def _modf_fraction(x: float) -> float:
    """
    declare double @modf(double, ptr)
    %i = alloca double
    %f = call double @modf(double %x, ptr %i)
    ret double %f
    """


@llvm
def _modf_integral(x: float) -> float:
    """
    declare double @modf(double, ptr)
    %i = alloca double
    %f = call double @modf(double %x, ptr %i)
    %v = load double, ptr %i
    ret double %v
    """


@llvm
def _cbrt(x: float) -> float:
    """
    declare double @cbrt(double)
    %0 = call double @cbrt(double %x)
    ret double %0
    """


@llvm
def _exp2(x: float) -> float:
    """
    declare double @exp2(double)
    %0 = call double @exp2(double %x)
    ret double %0
    """


@llvm
def _erf(x: float) -> float:
    """
    declare double @erf(double)
    %0 = call double @erf(double %x)
    ret double %0
    """


@llvm
def _erfc(x: float) -> float:
    """
    declare double @erfc(double)
    %0 = call double @erfc(double %x)
    ret double %0
    """


@llvm
def _nextafter(x: float, y: float) -> float:
    """
    declare double @nextafter(double, double)
    %0 = call double @nextafter(double %x, double %y)
    ret double %0
    """


@llvm
def _floorf(x: float) -> float:
    """
    declare double @llvm.floor.f64(double)
    %0 = call double @llvm.floor.f64(double %x)
    ret double %0
    """


@llvm
def _round_away(x: float) -> float:
    """
    declare double @llvm.round.f64(double)
    %0 = call double @llvm.round.f64(double %x)
    ret double %0
    """


# ---------------------------------------------------------------------------
# Powers and logarithms

def sqrt(x):
    v = float(x)
    return _math_1(v, _sqrt(v), False)


def exp(x):
    v = float(x)
    return _math_1(v, _exp(v), True)


def expm1(x):
    v = float(x)
    return _math_1(v, _expm1(v), True)


def exp2(x):
    v = float(x)
    return _math_1(v, _exp2(v), True)


def cbrt(x):
    v = float(x)
    return _math_1(v, _cbrt(v), False)


def _m_log(x: float) -> float:
    # CPython's m_log: log(0) is -inf and log of a negative NaN, both domain errors.
    if _isfinite(x):
        if x > 0.0:
            return _log(x)
        if x == 0.0:
            return -inf
        return nan
    if x != x or x > 0.0:
        return x
    return nan


def _m_log2(x: float) -> float:
    if _isfinite(x):
        if x > 0.0:
            return _log2(x)
        if x == 0.0:
            return -inf
        return nan
    if x != x or x > 0.0:
        return x
    return nan


def _m_log10(x: float) -> float:
    if _isfinite(x):
        if x > 0.0:
            return _log10(x)
        if x == 0.0:
            return -inf
        return nan
    if x != x or x > 0.0:
        return x
    return nan


def _log_of(x: float) -> float:
    return _math_1(x, _m_log(x), False)


def log(x, base=None):
    num = _log_of(float(x))
    if base is None:
        return num
    else:
        return num / _log_of(float(base))


def log2(x):
    v = float(x)
    return _math_1(v, _m_log2(v), False)


def log10(x):
    v = float(x)
    return _math_1(v, _m_log10(v), False)


def log1p(x):
    v = float(x)
    if v == 0.0:
        return v  # keeps the sign of -0.0
    return _math_1(v, _log1p(v), False)


def _odd(y: float) -> bool:
    return _isfinite(y) and _fmod(_fabs(y), 2.0) == 1.0


def pow(x, y):
    a = float(x)
    b = float(y)
    # CPython's math_pow: IEEE specials directly, finite ** finite through libm.
    if not _isfinite(a) or not _isfinite(b):
        if a != a:
            return 1.0 if b == 0.0 else a
        if b != b:
            return 1.0 if a == 1.0 else b
        if _isinf(a):
            if b > 0.0:
                return a if _odd(b) else _fabs(a)
            if b == 0.0:
                return 1.0
            return _copysign(0.0, a) if _odd(b) else 0.0
        if _fabs(a) == 1.0:
            return 1.0
        if b > 0.0 and _fabs(a) > 1.0:
            return b
        if b < 0.0 and _fabs(a) < 1.0:
            return -b
        return 0.0
    r = _pow(a, b)
    if r != r:
        _domain_error()
    elif _isinf(r):
        if a == 0.0:
            _domain_error()
        else:
            _range_error()
    return r


# ---------------------------------------------------------------------------
# Special functions: erf and erfc from the C library (CPython 3.11 on Linux), gamma and lgamma
# CPython's own (m_tgamma, m_lgamma: a Lanczos approximation and the reflection formula), so
# that the values are CPython's bit for bit.

def erf(x):
    return _erf(float(x))


def erfc(x):
    return _erfc(float(x))


_LANCZOS_G = 6.024680040776729583740234375
_LANCZOS_G_MINUS_HALF = 5.524680040776729583740234375
_LOGPI = 1.144729885849400174143427351353058711647


def _sinpi(x: float) -> float:
    # sin(pi * x), exact at integers and accurate near them; x is finite.
    y = _fmod(_fabs(x), 2.0)
    n = int(_round_away(2.0 * y))
    r = 0.0
    if n == 0:
        r = _sin(pi * y)
    elif n == 1:
        r = _cos(pi * (y - 0.5))
    elif n == 2:
        r = _sin(pi * (1.0 - y))
    elif n == 3:
        r = -_cos(pi * (y - 1.5))
    else:
        r = _sin(pi * (y - 2.0))
    return _copysign(1.0, x) * r


def _lanczos_sum(x: float) -> float:
    # CPython's lanczos_sum: the rational function of x with the coefficients below (of
    # Boost's N=13, g=6.024680040776729583740234375), by Horner's rule in x for x < 5.0 and
    # in 1/x above, term by term in CPython's order; the denominator is x*(x+1)*...*(x+11).
    if x < 5.0:
        num = 0.0
        den = 0.0
        num = num * x + 2.5066282746310002701649081771338373386264310793408
        den = den * x + 1.0
        num = num * x + 210.82427775157934587250973392071336271166969580291
        den = den * x + 66.0
        num = num * x + 8071.6720023658162106380029022722506138218516325024
        den = den * x + 1925.0
        num = num * x + 186056.26539522349504029498971604569928220784236328
        den = den * x + 32670.0
        num = num * x + 2876370.6289353724412254090516208496135991145378768
        den = den * x + 357423.0
        num = num * x + 31426415.585400194380614231628318205362874684987640
        den = den * x + 2637558.0
        num = num * x + 248874557.86205415651146038641322942321632125127801
        den = den * x + 13339535.0
        num = num * x + 1439720407.3117216736632230727949123939715485786772
        den = den * x + 45995730.0
        num = num * x + 6039542586.3520280050642916443072979210699388420708
        den = den * x + 105258076.0
        num = num * x + 17921034426.037209699919755754458931112671403265390
        den = den * x + 150917976.0
        num = num * x + 35711959237.355668049440185451547166705960488635843
        den = den * x + 120543840.0
        num = num * x + 42919803642.649098768957899047001988850926355848959
        den = den * x + 39916800.0
        num = num * x + 23531376880.410759688572007674451636754734846804940
        den = den * x + 0.0
        return num / den
    num = 0.0
    den = 0.0
    num = num / x + 23531376880.410759688572007674451636754734846804940
    den = den / x + 0.0
    num = num / x + 42919803642.649098768957899047001988850926355848959
    den = den / x + 39916800.0
    num = num / x + 35711959237.355668049440185451547166705960488635843
    den = den / x + 120543840.0
    num = num / x + 17921034426.037209699919755754458931112671403265390
    den = den / x + 150917976.0
    num = num / x + 6039542586.3520280050642916443072979210699388420708
    den = den / x + 105258076.0
    num = num / x + 1439720407.3117216736632230727949123939715485786772
    den = den / x + 45995730.0
    num = num / x + 248874557.86205415651146038641322942321632125127801
    den = den / x + 13339535.0
    num = num / x + 31426415.585400194380614231628318205362874684987640
    den = den / x + 2637558.0
    num = num / x + 2876370.6289353724412254090516208496135991145378768
    den = den / x + 357423.0
    num = num / x + 186056.26539522349504029498971604569928220784236328
    den = den / x + 32670.0
    num = num / x + 8071.6720023658162106380029022722506138218516325024
    den = den / x + 1925.0
    num = num / x + 210.82427775157934587250973392071336271166969580291
    den = den / x + 66.0
    num = num / x + 2.5066282746310002701649081771338373386264310793408
    den = den / x + 1.0
    return num / den


def _gamma(x: float) -> float:
    # CPython's m_tgamma, raising where it sets errno (EDOM: ValueError; ERANGE, only ever
    # with an infinite result: OverflowError).
    if not _isfinite(x):
        if x != x or x > 0.0:
            return x
        _domain_error()
    if x == 0.0:
        _domain_error()
    if x == _floorf(x):
        if x < 0.0:
            _domain_error()
        if x <= 23.0:
            # (x - 1)!, exact in floats up to 22!
            r = 1.0
            for i in range(2, int(x)):
                r *= float(i)
            return r
    absx = _fabs(x)
    if absx < 1e-20:
        r = 1.0 / x
        if _isinf(r):
            _range_error()
        return r
    if absx > 200.0:
        if x < 0.0:
            return 0.0 / _sinpi(x)
        _range_error()
    y = absx + _LANCZOS_G_MINUS_HALF
    z = 0.0
    if absx > _LANCZOS_G_MINUS_HALF:
        q = y - absx
        z = q - _LANCZOS_G_MINUS_HALF
    else:
        q = y - _LANCZOS_G_MINUS_HALF
        z = q - absx
    z = z * _LANCZOS_G / y
    r = 0.0
    if x < 0.0:
        r = -pi / _sinpi(absx) / absx * _exp(y) / _lanczos_sum(absx)
        r -= z * r
        if absx < 140.0:
            r /= _pow(y, absx - 0.5)
        else:
            sqrtpow = _pow(y, absx / 2.0 - 0.25)
            r /= sqrtpow
            r /= sqrtpow
    else:
        r = _lanczos_sum(absx) / _exp(y)
        r += z * r
        if absx < 140.0:
            r *= _pow(y, absx - 0.5)
        else:
            sqrtpow = _pow(y, absx / 2.0 - 0.25)
            r *= sqrtpow
            r *= sqrtpow
    if _isinf(r):
        _range_error()
    return r


def gamma(x):
    return _gamma(float(x))


def _lgamma(x: float) -> float:
    # CPython's m_lgamma.
    if not _isfinite(x):
        if x != x:
            return x
        return inf
    if x == _floorf(x) and x <= 2.0:
        if x <= 0.0:
            _domain_error()
        return 0.0
    absx = _fabs(x)
    if absx < 1e-20:
        return -_log(absx)
    r = _log(_lanczos_sum(absx)) - _LANCZOS_G
    r += (absx - 0.5) * (_log(absx + _LANCZOS_G - 0.5) - 1.0)
    if x < 0.0:
        r = _LOGPI - _log(_fabs(_sinpi(absx))) - _log(absx) - r
    if _isinf(r):
        _range_error()
    return r


def lgamma(x):
    return _lgamma(float(x))


# ---------------------------------------------------------------------------
# Trigonometry and hyperbolic functions

def sin(x):
    v = float(x)
    return _math_1(v, _sin(v), False)


def cos(x):
    v = float(x)
    return _math_1(v, _cos(v), False)


def tan(x):
    v = float(x)
    return _math_1(v, _tan(v), False)


def asin(x):
    v = float(x)
    return _math_1(v, _asin(v), False)


def acos(x):
    v = float(x)
    return _math_1(v, _acos(v), False)


def atan(x):
    v = float(x)
    return _math_1(v, _atan(v), False)


def atan2(y, x):
    a = float(y)
    b = float(x)
    return _math_2(a, b, _atan2(a, b), False)


def sinh(x):
    v = float(x)
    return _math_1(v, _sinh(v), True)


def cosh(x):
    v = float(x)
    return _math_1(v, _cosh(v), True)


def tanh(x):
    v = float(x)
    return _math_1(v, _tanh(v), False)


def asinh(x):
    v = float(x)
    return _math_1(v, _asinh(v), False)


def acosh(x):
    v = float(x)
    return _math_1(v, _acosh(v), False)


def atanh(x):
    v = float(x)
    return _math_1(v, _atanh(v), False)


def degrees(x):
    return float(x) * 57.29577951308232


def radians(x):
    return float(x) * 0.017453292519943295


# ---------------------------------------------------------------------------
# Distances: CPython's vector_norm, accurate to within 1 ulp and usually correctly rounded

def _split(x: float) -> tuple[float, float]:
    t = x * 134217729.0  # Veltkamp's constant, 2.0 ** 27 + 1
    hi = t - (t - x)
    return hi, x - hi


def _dl_mul(x: float, y: float) -> tuple[float, float]:
    # The exact product x * y as hi + lo (Dekker).
    xh, xl = _split(x)
    yh, yl = _split(y)
    p = xh * yh
    q = xh * yl + xl * yh
    z = p + q
    return z, p - z + q + xl * yl


def _vector_norm(vec: list[float], top: float, found_nan: bool) -> float:
    if _isinf(top):
        return top
    if found_nan:
        return nan
    if top == 0.0 or len(vec) <= 1:
        return top
    max_e = _frexp_exponent(top)
    if max_e < -1023:
        # Subnormals: scaling by 2.0 ** -max_e would overflow; make them normal first.
        normal: list[float] = []
        for v in vec:
            normal.append(v / 2.2250738585072014e-308)
        return 2.2250738585072014e-308 * _vector_norm(normal, top / 2.2250738585072014e-308, found_nan)
    scale = _ldexp(1.0, -max_e)
    csum = 1.0
    frac1 = 0.0
    frac2 = 0.0
    for v in vec:
        x = v * scale
        hi, lo = _dl_mul(x, x)
        s = csum + hi
        frac2 += (csum - s) + hi
        csum = s
        frac1 += lo
    h = _sqrt(csum - 1.0 + (frac1 + frac2))
    hi, lo = _dl_mul(-h, h)
    s = csum + hi
    frac2 += (csum - s) + hi
    csum = s
    frac1 += lo
    x = csum - 1.0 + (frac1 + frac2)
    h += x / (2.0 * h)
    return h / scale


def _norm_of(vec: list[float]) -> float:
    top = 0.0
    found_nan = False
    for v in vec:
        found_nan = found_nan or v != v
        if v > top:
            top = v
    return _vector_norm(vec, top, found_nan)


def hypot(x=None, y=None, *more):
    # The first two coordinates are parameters of their own, so that they may be an int and a
    # float; the others have one type.
    vec: list[float] = []
    if x is not None:
        vec.append(_fabs(float(x)))
    if y is not None:
        vec.append(_fabs(float(y)))
    for c in more:
        vec.append(_fabs(float(c)))
    return _norm_of(vec)


def dist(p, q):
    if len(p) != len(q):
        _raise("ValueError", "both points must have the same number of dimensions")
    vec: list[float] = []
    for i in range(len(p)):
        vec.append(_fabs(float(p[i]) - float(q[i])))
    return _norm_of(vec)


# ---------------------------------------------------------------------------
# Floating-point manipulation

def fabs(x):
    return _fabs(float(x))


def floor(x):
    return x.__floor__()


def ceil(x):
    return x.__ceil__()


def trunc(x):
    return x.__trunc__()


def fmod(x, y):
    a = float(x)
    b = float(y)
    if _isinf(b) and _isfinite(a):
        return a  # fmod(x, +-inf) is x for finite x
    r = _fmod(a, b)
    if r != r and a == a and b == b:
        _domain_error()
    return r


def copysign(x, y):
    return _copysign(float(x), float(y))


def _remainder(x: float, y: float) -> float:
    # CPython's m_remainder: x - n*y for the integer n nearest x/y (even on a tie), exactly.
    if _isfinite(x) and _isfinite(y):
        if y == 0.0:
            return nan
        absx = _fabs(x)
        absy = _fabs(y)
        m = _fmod(absx, absy)
        c = absy - m
        r = 0.0
        if m < c:
            r = m
        elif m > c:
            r = -c
        else:
            r = m - 2.0 * _fmod(0.5 * (absx - m), absy)
        return _copysign(1.0, x) * r
    if x != x:
        return x
    if y != y:
        return y
    if _isinf(x):
        return nan
    return x


def remainder(x, y):
    a = float(x)
    b = float(y)
    return _math_2(a, b, _remainder(a, b), True)


def nextafter(x, y):
    return _nextafter(float(x), float(y))


def ulp(x):
    v = float(x)
    if v != v:
        return v
    v = _fabs(v)
    if _isinf(v):
        return v
    v2 = _nextafter(v, inf)
    if _isinf(v2):
        # the largest finite float
        return v - _nextafter(v, -inf)
    return v2 - v


def isnan(x):
    v = float(x)
    return v != v


def isinf(x):
    return _isinf(float(x))


def isfinite(x):
    return _isfinite(float(x))


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    x = float(a)
    y = float(b)
    rel = float(rel_tol)
    tol = float(abs_tol)
    if rel < 0.0 or tol < 0.0:
        _raise("ValueError", "tolerances must be non-negative")
    if x == y:
        return True
    if _isinf(x) or _isinf(y):
        return False
    diff = _fabs(y - x)
    return diff <= _fabs(rel * y) or diff <= _fabs(rel * x) or diff <= tol


def modf(x):
    v = float(x)
    if _isinf(v):
        return _copysign(0.0, v), v
    if v != v:
        return v, v
    return _modf_fraction(v), _modf_integral(v)


def frexp(x):
    v = float(x)
    if v == 0.0 or not _isfinite(v):
        return v, 0
    return _frexp_mantissa(v), _frexp_exponent(v)


def ldexp(x, i: int):
    v = float(x)
    if v == 0.0 or not _isfinite(v):
        return v
    if i > 2147483647:
        _range_error()
    if i < -2147483648:
        return _copysign(0.0, v)
    r = _ldexp(v, i)
    if _isinf(r):
        _range_error()
    return r


def fsum(seq):
    # CPython's msum: exact partial sums (Shewchuk), then a correctly rounded total.
    partials: list[float] = []
    n = 0
    special_sum = 0.0
    inf_sum = 0.0
    for item in seq:
        x = float(item)
        xsave = x
        i = 0
        for j in range(n):
            y = partials[j]
            if _fabs(x) < _fabs(y):
                t = x
                x = y
                y = t
            hi = x + y
            lo = y - (hi - x)
            if lo != 0.0:
                partials[i] = lo
                i += 1
            x = hi
        n = i
        if x != 0.0:
            if not _isfinite(x):
                # From an inf or nan among the items, or from an intermediate overflow.
                if _isfinite(xsave):
                    _raise("OverflowError", "intermediate overflow in fsum")
                if _isinf(xsave):
                    inf_sum += xsave
                special_sum += xsave
                n = 0
            else:
                if n < len(partials):
                    partials[n] = x
                else:
                    partials.append(x)
                n += 1
    if special_sum != 0.0:
        if inf_sum != inf_sum:
            _raise("ValueError", "-inf + inf in fsum")
        return special_sum
    hi = 0.0
    if n > 0:
        n -= 1
        hi = partials[n]
        lo = 0.0
        while n > 0:
            x = hi
            n -= 1
            y = partials[n]
            hi = x + y
            lo = y - (hi - x)
            if lo != 0.0:
                break
        # Half-even rounding across partials: sum([1e-16, 1, 1e16]) rounds up.
        if n > 0 and (lo < 0.0 and partials[n - 1] < 0.0 or lo > 0.0 and partials[n - 1] > 0.0):
            y = lo * 2.0
            x = hi + y
            if y == x - hi:
                hi = x
    return hi


# ---------------------------------------------------------------------------
# Integers

def factorial(n: int) -> int:
    if n < 0:
        _raise("ValueError", "factorial() not defined for negative values")
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


def _gcd(a: int, b: int) -> int:
    a = abs(a)
    b = abs(b)
    while b != 0:
        t = a % b
        a = b
        b = t
    return a


def gcd(*integers: int) -> int:
    r = 0
    for n in integers:
        r = _gcd(r, n)
    return r


def lcm(*integers: int) -> int:
    r = 1
    for n in integers:
        if r == 0 or n == 0:
            r = 0
        else:
            r = abs(r // _gcd(r, n) * n)
    return r


def isqrt(n: int) -> int:
    if n < 0:
        _raise("ValueError", "isqrt() argument must be nonnegative")
    r = int(_sqrt(float(n)))
    # The float root may be off by one near 2**63: correct it without overflowing.
    while r > 0 and r > n // r:
        r -= 1
    while r + 1 <= n // (r + 1):
        r += 1
    return r


def comb(n: int, k: int) -> int:
    if n < 0:
        _raise("ValueError", "n must be a non-negative integer")
    if k < 0:
        _raise("ValueError", "k must be a non-negative integer")
    if k > n:
        return 0
    if k > n - k:
        k = n - k
    r = 1
    for i in range(1, k + 1):
        # r * (n - k + i) is divisible by i; dividing first keeps the factors small.
        g = _gcd(r, i)
        r = r // g * ((n - k + i) // (i // g))
    return r


def perm(n: int, k=None) -> int:
    if k is None:
        return factorial(n)
    else:
        if n < 0:
            _raise("ValueError", "n must be a non-negative integer")
        if k < 0:
            _raise("ValueError", "k must be a non-negative integer")
        if k > n:
            return 0
        r = 1
        for i in range(n - k + 1, n + 1):
            r *= i
        return r



def _prod(iterable, start=1):
    # The product's type is start's and the items' (ints multiply as Kiln's ints: an overflow
    # raises OverflowError).
    total = start
    for x in iterable:
        total = total * x
    return total


def _prod_float(iterable, start=1):
    # floats from an int start: the product is a float from the first multiplication on.
    total = float(start)
    for x in iterable:
        total = total * x
    return total


def prod(iterable, *, start=1):
    # The checker checks a call as one of the _-prefixed functions (types/variants.go): this
    # body never runs, and the name cannot be used as a value.
    return _prod(iterable, start)
