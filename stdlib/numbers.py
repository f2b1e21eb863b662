# Numeric builtins: round, pow with a modulus, hex, oct and bin.


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


def round(x):
    return x.__round__()


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
