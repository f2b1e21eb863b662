# Row sums run four rows at once (passes/rowjam.go): every row's float sum must be added up in
# its own order, whatever the row count (remainders of 0 to 3 rows, no rows at all), with the
# output list the same as the input one (the rows then run one by one), with a second output,
# with inner ranges that are empty or do not start at 0, and with NaN, infinities, -0.0 and
# sums whose rounding depends on the order. A list shorter than the rows raises IndexError as
# CPython does.
from typing import List


def mul(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += v[j] / ((i + j) * (i + j + 1) // 2 + i + 1)
        out[i] = s


def mul_t(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += v[j] / ((i + j) * (i + j + 1) // 2 + j + 1)
        out[i] = s


def two_outputs(n: int, m: int, v: List[float], out: List[float], half: List[float]) -> None:
    for i in range(n):
        s = -0.0
        t = 1.0 * i
        for j in range(2, m):
            s = s + v[j] * t
            t = t * 0.5 + v[j]
        out[i] = s
        half[i] = t * 0.5


def values(n: int) -> List[float]:
    xs = []
    x = 0.3
    for k in range(n):
        x = x * 3.7 % 1.0
        if k % 3 == 0:
            xs.append(x * 1e16)
        elif k % 3 == 1:
            xs.append(-x)
        else:
            xs.append(x * 1e-3)
    return xs


for n in range(10):
    v = values(n)
    out = [0.0] * n
    mul(n, v, out)
    print(n, [repr(x) for x in out])
    mul_t(n, out, v)
    print(n, [repr(x) for x in v])

n = 37
v = values(n)
out = [0.0] * n
mul(n, v, out)
print(sum(out), out[0], out[36])

# The output is the input: each row reads the rows stored before it.
v = values(9)
mul(9, v, v)
print([repr(x) for x in v])
v = values(8)
mul_t(8, v, v)
print([repr(x) for x in v])

# Special values.
v = [1.0, float("nan"), float("inf"), -float("inf"), -0.0, 1e308, 1e308, -1e308, 5e-324]
out = [0.0] * 9
mul(9, v, out)
print([repr(x) for x in out])
v = [1e308, 1e308, -1e308, 1.0, -0.0, 2.5, -2.5, 3.0, 4.0]
out = [0.0] * 9
mul(9, v, out)
print([repr(x) for x in out])

# Inner ranges from 2: empty, to 2, to the end; a second output list, and that list the input.
v = values(12)
out = [0.0] * 7
half = [0.0] * 7
two_outputs(7, 0, v, out, half)
print([repr(x) for x in out], [repr(x) for x in half])
two_outputs(7, 2, v, out, half)
print([repr(x) for x in out], [repr(x) for x in half])
two_outputs(7, 12, v, out, half)
print([repr(x) for x in out], [repr(x) for x in half])
two_outputs(7, 9, v, out, v)
print([repr(x) for x in out], [repr(x) for x in v])

# A list shorter than the rows.
try:
    mul(6, [1.0, 2.0, 3.0, 4.0, 5.0], [0.0] * 6)
except IndexError as e:
    print("IndexError", e)
short = [0.0] * 3
mul(5, [1.0] * 5, short)
