# Recursive Fibonacci: Kiln realizes fib for int (fib[int]) and compiles it to native code.


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


for i in range(10):
    print("fib(", i, ") =", fib(i), sep="")

n = 30
print("fib(30) is", fib(n))
