# Tuples by value: packing, unpacking (also nested and from calls), constant indexing.
def fib(n):
    a, b = 0, 1
    for i in range(n):
        a, b = b, a + b
    return a


def divmod2(a, b):
    return a // b, a % b


def swap(t: tuple[int, float]) -> tuple[float, int]:
    return t[1], t[0]


print(fib(10), fib(50))
q, r = divmod2(17, 5)
print(q, r)
q, r = divmod2(-17, 5)
print(q, r)
pair = (3, 2.5)
x, y = swap(pair)
print(x, y, pair[0], pair[-1])
(a, b), c = (1, 2), 3
[d, e] = 4.5, True
print(a, b, c, d, e)
t = 1, 2.0, "three", False
print(t[0], t[1], t[2], t[3], t[-4])
u = v = 0
print(u, v)


def noisy(v):
    print("evaluating", v)
    return v


m, n = noisy(1), noisy(2)
print(m, n)
m, n = n, m
print(m, n)
empty = ()
nested = ((1, 2), (3.5, (4, "five")))
print(nested[1][1][1], nested[0][1])
