# fib.py: benchmark of recursive calls and integer arithmetic. The size is the first argument
# (default N), the n of fib(n).

import sys

N = 35


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


n = N
if len(sys.argv) > 1:
    n = int(sys.argv[1])
print(fib(n))
