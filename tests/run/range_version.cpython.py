# The twin of range_version.py: CPython's int grows, so cube raises the OverflowError of
# Kiln's 64-bit int by hand (in as many lines, so that tracebacks show the same lines).
def _fits(p: int) -> int:
    if p >= 2**63: raise OverflowError("int overflow: the result does not fit in Kiln's 64-bit int")
    return p


def eval_a(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(n: int, v: list[float], out: list[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def tri(n: int, v: list[int]) -> int:
    # The inner bound is the outer variable; j - i is negative, floor divisions of negatives.
    t = 0
    for i in range(n):
        for j in range(i):
            t += v[j] * (j - i) // 3 + (i * j) % 7
    return t


def cube(lo: int, n: int) -> int:
    # (i + j) ** 3 cannot be proved to fit: it keeps its test and overflows at i + j >= 2**21.
    t = 0
    for i in range(2097100, n):
        for j in range(lo, 60):
            t = _fits((i + j) * (i + j) * (i + j)) % 1000003 + t
    return t


def prefix(n: int, v: list[float]) -> float:
    s = 0.0
    for j in range(n):
        s += v[j] / (j + 1)
    return s


def diff(n: int) -> float:
    # i - j may be 0: the division keeps its test.
    s = 0.0
    for i in range(n):
        for j in range(3):
            s += 1.0 / (i - j)
    return s


def stepped(n: int, v: list[int]) -> int:
    t = 0
    for i in range(1, n, 3):
        for k in range(4):
            pass
        t += v[i] * k + i * i * i
    return t


for n in [-3, 0, 1, 2, 3, 5, 8, 17, 100]:
    v = [1.0 + 0.5 * k for k in range(max(n, 0))]
    out = [0.0] * max(n, 0)
    mul_av(n, v, out)
    total = 0.0
    for x in out:
        total += x
    print(n, [repr(x) for x in out[:4]], repr(total))
    w = [k * k - 40 for k in range(max(n, 0))]
    print(tri(n, w), stepped(n, w), repr(prefix(n, v)))

# A list shorter than the loop: IndexError at its end, whatever the bound.
for n in [4, 6, 2**31, 2**62]:
    try:
        print(repr(prefix(n, [1.0, 2.0, 3.0, 4.0, 5.0])))
    except IndexError as e:
        print(n, "IndexError:", e)

for lo in [0, 40]:
    try:
        print(cube(lo, 2097090))
        print(cube(lo, 2097160))
    except OverflowError as e:
        print(lo, "OverflowError:", e)

print(diff(0), diff(-1))
print(diff(3))
