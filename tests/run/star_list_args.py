# A list (or another iterable) as *argument: print(*xs), and f(*xs) for a function of
# positional parameters, whose length is checked when it runs.
xs = [1, 2, 3]
print(*xs)
print("a", *xs, "b", sep="-")
empty: list[int] = []
print(*empty, "x")
nothing = ()
print(*nothing, "y")
print(*"abc", sep=", ", end="!\n")
print(*empty)
print(*nothing)
print(*range(3), sep=None)
t = (1, "q")
print(*t, *xs)
words = "the quick fox".split()
print(*sorted(words), sep="\n")
print(*[[1, 2], [3]], 4.5)
print(*(w.upper() for w in words))


def f(a, b, c):
    return a + b * c


def g(a: float, b: float) -> float:
    return a / b


def one(x):
    return -x


print(f(*xs))
ys = [2, 4]
print(f(10, *ys))
zs = [3.0, 2.0]
print(g(*zs))
ws = ["x", "y", "z"]
print(g(*zs) + g(*zs))


def outer():
    def inner(p, q):
        return p - q
    args = [1]
    return inner(*args)


for bad in [[1, 2], [], [1, 2, 3, 4], [7]]:
    try:
        print(f(*bad))
    except TypeError as e:
        print("TypeError:", e)
try:
    print(f(1, *ys, ))
    print(f(1, 2, *ys))
except TypeError as e:
    print("TypeError:", e)
try:
    print(outer())
except TypeError as e:
    print("TypeError:", e)
nums = [1, 2]
print(one(*nums))
