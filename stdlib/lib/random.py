"""The random module, as CPython 3.11: the Mersenne Twister of Modules/_randommodule.c and the
methods of Lib/random.py over it, so that a seed gives the same values as in CPython."""

from C import kiln_random_inst() -> Ptr[byte]
from C import kiln_set_random_inst(Ptr[byte]) -> None
from math import _log, _sqrt, _cos, _sin, _exp, _acos, ceil as _ceil
from bisect import bisect_right as _bisect_right
from time import _clock_ns, _REALTIME

# The generator's parameters (MT19937).
_N = 624
_M = 397
_MATRIX_A = 0x9908b0df
_UPPER_MASK = 0x80000000
_LOWER_MASK = 0x7fffffff
_MASK32 = 0xffffffff

# Lib/random.py's constants: 4 * exp(-0.5) / sqrt(2.0) and 2 * pi.
_NV_MAGICCONST = 1.7155277699214135
_TWOPI = 6.283185307179586
_PI = 3.141592653589793
_E = 2.718281828459045
_LOG4 = 1.3862943611198906
_SG_MAGICCONST = 2.504077396776274


@llvm
def _getrandom64() -> int:
    """
    declare i64 @getrandom(ptr, i64, i32)
    %buf = alloca i64
    store i64 0, ptr %buf
    %n = call i64 @getrandom(ptr %buf, i64 8, i32 0)
    %v = load i64, ptr %buf
    ret i64 %v
    """


def _key_of(n: int) -> list[int]:
    # init_by_array's key for a seed n >= 0: its 32-bit chunks, least significant first.
    key: list[int] = [n & _MASK32]
    n = n >> 32
    while n > 0:
        key.append(n & _MASK32)
        n = n >> 32
    return key


def _key_of_unsigned(h: int) -> list[int]:
    # The key of h read as an unsigned 64-bit value (CPython seeds with (size_t)hash(x)).
    if h >= 0:
        return _key_of(h)
    return [h & _MASK32, (h >> 32) & _MASK32]


# ---- seeding with a str: SHA-512 (CPython's version 2 seeds with the str's UTF-8 bytes
# followed by their SHA-512 digest, read as one big-endian integer). Kiln's int is checked, so
# the hash's modular arithmetic goes through LLVM.

@llvm
def _add64(a: int, b: int) -> int:
    """
    %0 = add i64 %a, %b
    ret i64 %0
    """


@llvm
def _mul64(a: int, b: int) -> int:
    """
    %0 = mul i64 %a, %b
    ret i64 %0
    """


@llvm
def _shl64(x: int, n: int) -> int:
    """
    %0 = shl i64 %x, %n
    ret i64 %0
    """


@llvm
def _shr64(x: int, n: int) -> int:
    """
    %0 = lshr i64 %x, %n
    ret i64 %0
    """


def _rotr64(x: int, n: int) -> int:
    return _shr64(x, n) | _shl64(x, 64 - n)


@llvm
def _byte_at(p: Ptr[byte], i: int) -> int:
    """
    %q = getelementptr i8, ptr %p, i64 %i
    %b = load i8, ptr %q
    %v = zext i8 %b to i64
    ret i64 %v
    """


def _utf8(s: str) -> list[int]:
    p = s._ptr()
    out: list[int] = []
    for i in range(s._blen()):
        out.append(_byte_at(p, i))
    return out


def _sha512_k() -> list[int]:
    return [
        4794697086780616226, 8158064640168781261, -5349999486874862801, -1606136188198331460,
        4131703408338449720, 6480981068601479193, -7908458776815382629, -6116909921290321640,
        -2880145864133508542, 1334009975649890238, 2608012711638119052, 6128411473006802146,
        8268148722764581231, -9160688886553864527, -7215885187991268811, -4495734319001033068,
        -1973867731355612462, -1171420211273849373, 1135362057144423861, 2597628984639134821,
        3308224258029322869, 5365058923640841347, 6679025012923562964, 8573033837759648693,
        -7476448914759557205, -6327057829258317296, -5763719355590565569, -4658551843659510044,
        -4116276920077217854, -3051310485924567259, 489312712824947311, 1452737877330783856,
        2861767655752347644, 3322285676063803686, 5560940570517711597, 5996557281743188959,
        7280758554555802590, 8532644243296465576, -9096487096722542874, -7894198246740708037,
        -6719396339535248540, -6333637450476146687, -4446306890439682159, -4076793802049405392,
        -3345356375505022440, -2983346525034927856, -860691631967231958, 1182934255886127544,
        1847814050463011016, 2177327727835720531, 2830643537854262169, 3796741975233480872,
        4115178125766777443, 5681478168544905931, 6601373596472566643, 7507060721942968483,
        8399075790359081724, 8693463985226723168, -8878714635349349518, -8302665154208450068,
        -8016688836872298968, -6606660893046293015, -4685533653050689259, -4147400797238176981,
        -3880063495543823972, -3348786107499101689, -1523767162380948706, -757361751448694408,
        500013540394364858, 748580250866718886, 1242879168328830382, 1977374033974150939,
        2944078676154940804, 3659926193048069267, 4368137639120453308, 4836135668995329356,
        5532061633213252278, 6448918945643986474, 6902733635092675308, 7801388544844847127
    ]


def _sha512(data: list[int]) -> list[int]:
    msg = list(data)
    bits = len(data) * 8
    msg.append(0x80)
    while len(msg) % 128 != 112:
        msg.append(0)
    for i in range(8):
        msg.append(0)
    for i in range(8):
        msg.append((bits >> (56 - 8 * i)) & 0xff)
    k = _sha512_k()
    h = [
        7640891576956012808, -4942790177534073029, 4354685564936845355, -6534734903238641935,
        5840696475078001361, -7276294671716946913, 2270897969802886507, 6620516959819538809
    ]
    w = [0] * 80
    for block in range(0, len(msg), 128):
        for t in range(16):
            v = 0
            for j in range(8):
                v = _shl64(v, 8) | msg[block + 8 * t + j]
            w[t] = v
        for t in range(16, 80):
            x = w[t - 15]
            s0 = _rotr64(x, 1) ^ _rotr64(x, 8) ^ _shr64(x, 7)
            y = w[t - 2]
            s1 = _rotr64(y, 19) ^ _rotr64(y, 61) ^ _shr64(y, 6)
            w[t] = _add64(_add64(w[t - 16], s0), _add64(w[t - 7], s1))
        a = h[0]
        b = h[1]
        c = h[2]
        d = h[3]
        e = h[4]
        f = h[5]
        g = h[6]
        hh = h[7]
        for t in range(80):
            S1 = _rotr64(e, 14) ^ _rotr64(e, 18) ^ _rotr64(e, 41)
            ch = (e & f) ^ (~e & g)
            t1 = _add64(_add64(_add64(hh, S1), _add64(ch, k[t])), w[t])
            S0 = _rotr64(a, 28) ^ _rotr64(a, 34) ^ _rotr64(a, 39)
            maj = (a & b) ^ (a & c) ^ (b & c)
            t2 = _add64(S0, maj)
            hh = g
            g = f
            f = e
            e = _add64(d, t1)
            d = c
            c = b
            b = a
            a = _add64(t1, t2)
        h[0] = _add64(h[0], a)
        h[1] = _add64(h[1], b)
        h[2] = _add64(h[2], c)
        h[3] = _add64(h[3], d)
        h[4] = _add64(h[4], e)
        h[5] = _add64(h[5], f)
        h[6] = _add64(h[6], g)
        h[7] = _add64(h[7], hh)
    out: list[int] = []
    for v in h:
        for j in range(8):
            out.append(_shr64(v, 56 - 8 * j) & 0xff)
    return out


def _key_of_bytes(b: list[int]) -> list[int]:
    # The key of int.from_bytes(b, "big"): its 32-bit chunks, least significant first, without
    # the zero chunks above its highest bit (at least one).
    key: list[int] = []
    end = len(b)
    while end > 0:
        start = end - 4 if end >= 4 else 0
        v = 0
        for i in range(start, end):
            v = (v << 8) | b[i]
        key.append(v)
        end = start
    while len(key) > 1 and key[-1] == 0:
        key.pop()
    if len(key) == 0:
        key.append(0)
    return key


def _str_key(s: str, version: int) -> list[int]:
    if version == 1:
        # Lib/random.py's version 1: a 64-bit hash of the code points.
        x = 0
        if len(s) > 0:
            x = ord(s[0]) << 7
        for c in s:
            x = _mul64(1000003, x) ^ ord(c)
        x ^= len(s)
        return _key_of_unsigned(x)
    if version == 2:
        data = _utf8(s)
        return _key_of_bytes(data + _sha512(data))
    # Other versions seed with hash(s), as CPython does (a different value in every run).
    return _key_of_unsigned(hash(s))


class _RandomState:
    """What getstate() returns and setstate() takes: printed and compared as CPython's tuple
    (3, (the 624 words, the index), gauss_next)."""

    def __init__(self, words: list[int], gauss_next: float | None) -> None:
        self._words = words
        self._gauss_next = gauss_next

    def __repr__(self) -> str:
        parts: list[str] = []
        for w in self._words:
            parts.append(str(w))
        return "(3, (" + ", ".join(parts) + "), " + repr(self._gauss_next) + ")"

    def __len__(self) -> int:
        return 3

    def __eq__(self, other: _RandomState) -> bool:
        return self._words == other._words and self._gauss_next == other._gauss_next

    def __ne__(self, other: _RandomState) -> bool:
        return not self.__eq__(other)


class Random:
    """A Mersenne Twister generator: random.Random(seed)."""

    def __init__(self, x=None) -> None:
        self._mt: list[int] = [0] * _N
        self._index = _N
        self.gauss_next: float | None = None
        self.seed(x)

    # ---- the core generator (Modules/_randommodule.c)

    def _init_genrand(self, s: int) -> None:
        mt = self._mt
        mt[0] = s & _MASK32
        for i in range(1, _N):
            prev = mt[i - 1]
            mt[i] = (1812433253 * (prev ^ (prev >> 30)) + i) & _MASK32
        self._index = _N

    def _init_by_array(self, key: list[int]) -> None:
        self._init_genrand(19650218)
        mt = self._mt
        n = len(key)
        i = 1
        j = 0
        k = _N if _N > n else n
        while k > 0:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1664525)) + key[j] + j) & _MASK32
            i += 1
            j += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
            if j >= n:
                j = 0
            k -= 1
        k = _N - 1
        while k > 0:
            prev = mt[i - 1]
            mt[i] = ((mt[i] ^ ((prev ^ (prev >> 30)) * 1566083941)) - i) & _MASK32
            i += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
            k -= 1
        mt[0] = 0x80000000

    def _genrand(self) -> int:
        mt = self._mt
        if self._index >= _N:
            for kk in range(_N - _M):
                y = (mt[kk] & _UPPER_MASK) | (mt[kk + 1] & _LOWER_MASK)
                mt[kk] = mt[kk + _M] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
            for kk in range(_N - _M, _N - 1):
                y = (mt[kk] & _UPPER_MASK) | (mt[kk + 1] & _LOWER_MASK)
                mt[kk] = mt[kk + (_M - _N)] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
            y = (mt[_N - 1] & _UPPER_MASK) | (mt[0] & _LOWER_MASK)
            mt[_N - 1] = mt[_M - 1] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
            self._index = 0
        y = mt[self._index]
        self._index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9d2c5680
        y ^= (y << 15) & 0xefc60000
        y ^= y >> 18
        return y

    def seed(self, a=None, version: int = 2) -> None:
        if a is None:
            # CPython seeds from os.urandom: 624 words of the system's randomness.
            key: list[int] = []
            for i in range(_N // 2):
                w = _getrandom64()
                if w == 0:
                    w = _clock_ns(_REALTIME) + i
                key.append(w & _MASK32)
                key.append((w >> 32) & _MASK32)
            self._init_by_array(key)
        elif isinstance(a, float):
            # CPython seeds with hash(a), read as an unsigned 64-bit value.
            self._init_by_array(_key_of_unsigned(hash(a)))
        elif isinstance(a, str):
            self._init_by_array(_str_key(a, version))
        elif isinstance(a, int):
            self._init_by_array(_key_of(abs(int(a))))
        else:
            _raise("TypeError", "The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
        self.gauss_next = None

    def getstate(self) -> _RandomState:
        words = self._mt[:]
        words.append(self._index)
        return _RandomState(words, self.gauss_next)

    def setstate(self, state: _RandomState) -> None:
        self._mt = state._words[:_N]
        self._index = state._words[_N]
        self.gauss_next = state._gauss_next

    def random(self) -> float:
        a = self._genrand() >> 5
        b = self._genrand() >> 6
        return (float(a) * 67108864.0 + float(b)) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k: int) -> int:
        if k < 0:
            _raise("ValueError", "number of bits must be non-negative")
        if k == 0:
            return 0
        if k <= 32:
            return self._genrand() >> (32 - k)
        if k > 64:
            _raise("OverflowError", "int overflow: the result does not fit in Kiln's 64-bit int")
        lo = self._genrand()
        hi = self._genrand() >> (64 - k)
        if hi >= 0x80000000:
            _raise("OverflowError", "int overflow: the result does not fit in Kiln's 64-bit int")
        return lo | (hi << 32)

    # ---- Lib/random.py

    def _randbelow(self, n: int) -> int:
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start: int, stop: int | None = None, step: int | None = None) -> int:
        if stop is None:
            if step is not None and step != 1:
                _raise("TypeError", "Missing a non-None stop argument")
            if start > 0:
                return self._randbelow(start)
            _raise("ValueError", "empty range for randrange()")
            return 0
        width = stop - start
        istep = 1
        if step is not None:
            istep = step
        if istep == 1:
            if width > 0:
                return start + self._randbelow(width)
            _raise("ValueError", "empty range for randrange() (%d, %d, %d)" % (start, stop, width))
        n = 0
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            _raise("ValueError", "zero step for randrange()")
        if n <= 0:
            _raise("ValueError", "empty range for randrange()")
        return start + istep * self._randbelow(n)

    def randint(self, a: int, b: int) -> int:
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            _raise("IndexError", "Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x) -> None:
        i = len(x) - 1
        while i >= 1:
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]
            i -= 1

    def sample(self, population, k: int, *, counts=None):
        n = len(population)
        if counts is not None:
            cum_counts = _accumulate(counts)
            if len(cum_counts) != n:
                _raise("ValueError", "The number of counts does not match the population")
            total = cum_counts.pop()
            if total <= 0:
                _raise("ValueError", "Total of counts must be greater than zero")
            selections = self.sample(range(total), k)
            return [population[_bisect_right(cum_counts, x, 0, len(cum_counts))] for x in selections]
        if not 0 <= k <= n:
            _raise("ValueError", "Sample larger than population or is negative")
        result = [population[0] for _ in range(0)]
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(float(k * 3)) / _log(4.0))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result.append(pool[j])
                pool[j] = pool[n - i - 1]
        else:
            selected: set[int] = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result.append(population[j])
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k: int = 1):
        n = len(population)
        if cum_weights is None:
            if weights is None:
                nf = float(n)
                return [population[int(self.random() * nf)] for i in range(k)]
            cum = _accumulate(weights)
            return self._choices_cum(population, n, cum, k)
        if weights is not None:
            _raise("TypeError", "Cannot specify both weights and cumulative weights")
        return self._choices_cum(population, n, list(cum_weights), k)

    def _choices_cum(self, population, n: int, cum_weights, k: int):
        if len(cum_weights) != n:
            _raise("ValueError", "The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            _raise("ValueError", "Total of weights must be greater than zero")
        if total - total != 0.0:
            _raise("ValueError", "Total of weights must be finite")
        hi = n - 1
        return [population[_bisect_right(cum_weights, self.random() * total, 0, hi)] for i in range(k)]

    def uniform(self, a, b) -> float:
        return float(a) + float(b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None) -> float:
        return self._triangular(float(low), float(high), mode)

    def _triangular(self, low: float, high: float, mode) -> float:
        u = self.random()
        c = 0.5
        if mode is not None:
            if high - low == 0.0:
                return low
            c = (float(mode) - low) / (high - low)
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0) -> float:
        z = 0.0
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = _NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return float(mu) + z * float(sigma)

    def gauss(self, mu=0.0, sigma=1.0) -> float:
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * _TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - self.random()))
            self.gauss_next = _sin(x2pi) * g2rad
            return float(mu) + _cos(x2pi) * g2rad * float(sigma)
        return float(mu) + z * float(sigma)

    def expovariate(self, lambd) -> float:
        return -_log(1.0 - self.random()) / float(lambd)

    def lognormvariate(self, mu, sigma) -> float:
        return _exp(self.normalvariate(mu, sigma))

    def vonmisesvariate(self, mu, kappa) -> float:
        m = float(mu)
        k = float(kappa)
        if k <= 1e-6:
            return _TWOPI * self.random()
        s = 0.5 / k
        r = s + _sqrt(1.0 + s * s)
        z = 0.0
        while True:
            u1 = self.random()
            z = _cos(_PI * u1)
            d = z / (r + z)
            u2 = self.random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = self.random()
        if u3 > 0.5:
            return (m + _acos(f)) % _TWOPI
        return (m - _acos(f)) % _TWOPI

    def gammavariate(self, alpha, beta) -> float:
        a = float(alpha)
        b = float(beta)
        if a <= 0.0 or b <= 0.0:
            _raise("ValueError", "gammavariate: alpha and beta must be > 0.0")
        if a > 1.0:
            ainv = _sqrt(2.0 * a - 1.0)
            bbb = a - _LOG4
            ccc = a + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = a * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + _SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * b
        elif a == 1.0:
            return -_log(1.0 - self.random()) * b
        x = 0.0
        while True:
            u = self.random()
            bb = (_E + a) / _E
            p = bb * u
            if p <= 1.0:
                x = p ** (1.0 / a)
            else:
                x = -_log((bb - p) / a)
            u1 = self.random()
            if p > 1.0:
                if u1 <= x ** (a - 1.0):
                    break
            elif u1 <= _exp(-x):
                break
        return x * b

    def betavariate(self, alpha, beta) -> float:
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha) -> float:
        u = 1.0 - self.random()
        return u ** (-1.0 / float(alpha))

    def weibullvariate(self, alpha, beta) -> float:
        u = 1.0 - self.random()
        return float(alpha) * (-_log(u)) ** (1.0 / float(beta))


def _accumulate(xs):
    out = [xs[0] for _ in range(0)]
    first = True
    for x in xs:
        if first:
            out.append(x)
            first = False
        else:
            out.append(out[-1] + x)
    return out


@llvm
def _as_ptr(r: Random) -> Ptr[byte]:
    "ret ptr %r"


@llvm
def _as_random(p: Ptr[byte]) -> Random:
    "ret ptr %p"


def _inst() -> Random:
    # The hidden instance the module's functions share, as CPython's random._inst: seeded from
    # the system's randomness on first use.
    p = kiln_random_inst()
    if not _is_null(p):
        return _as_random(p)
    r = Random()
    kiln_set_random_inst(_as_ptr(r))
    return r


def seed(a=None, version: int = 2) -> None:
    _inst().seed(a, version)


def getstate() -> _RandomState:
    return _inst().getstate()


def setstate(state: _RandomState) -> None:
    _inst().setstate(state)


def random() -> float:
    return _inst().random()


def getrandbits(k: int) -> int:
    return _inst().getrandbits(k)


def randrange(start: int, stop: int | None = None, step: int | None = None) -> int:
    return _inst().randrange(start, stop, step)


def randint(a: int, b: int) -> int:
    return _inst().randint(a, b)


def choice(seq):
    return _inst().choice(seq)


def shuffle(x) -> None:
    _inst().shuffle(x)


def sample(population, k: int, *, counts=None):
    return _inst().sample(population, k, counts=counts)


def choices(population, weights=None, *, cum_weights=None, k: int = 1):
    return _inst().choices(population, weights, cum_weights=cum_weights, k=k)


def uniform(a, b) -> float:
    return _inst().uniform(a, b)


def triangular(low=0.0, high=1.0, mode=None) -> float:
    return _inst().triangular(low, high, mode)


def normalvariate(mu=0.0, sigma=1.0) -> float:
    return _inst().normalvariate(mu, sigma)


def gauss(mu=0.0, sigma=1.0) -> float:
    return _inst().gauss(mu, sigma)


def expovariate(lambd) -> float:
    return _inst().expovariate(lambd)


def lognormvariate(mu, sigma) -> float:
    return _inst().lognormvariate(mu, sigma)


def vonmisesvariate(mu, kappa) -> float:
    return _inst().vonmisesvariate(mu, kappa)


def gammavariate(alpha, beta) -> float:
    return _inst().gammavariate(alpha, beta)


def betavariate(alpha, beta) -> float:
    return _inst().betavariate(alpha, beta)


def paretovariate(alpha) -> float:
    return _inst().paretovariate(alpha)


def weibullvariate(alpha, beta) -> float:
    return _inst().weibullvariate(alpha, beta)
