# spectral_norm.py: the Computer Language Benchmarks Game's spectral norm (power method on the
# infinite matrix A[i][j] = 1 / ((i + j) * (i + j + 1) / 2 + i + 1)). Prints int(norm * 1e9).

import sys
from typing import List

N = 350


def eval_a(i: int, j: int) -> float:
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def mul_atv(n: int, v: List[float], out: List[float]) -> None:
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


def mul_atav(n: int, v: List[float], out: List[float], tmp: List[float]) -> None:
    mul_av(n, v, tmp)
    mul_atv(n, tmp, out)


def main() -> None:
    n = N
    if len(sys.argv) > 1:
        n = int(sys.argv[1])
    u = [1.0] * n
    v = [0.0] * n
    tmp = [0.0] * n
    for _ in range(10):
        mul_atav(n, u, v, tmp)
        mul_atav(n, v, u, tmp)
    vbv = 0.0
    vv = 0.0
    for i in range(n):
        vbv += u[i] * v[i]
        vv += v[i] * v[i]
    print(int((vbv / vv) ** 0.5 * 1e9))


main()
