# Functions as values, nested functions, closures over enclosing variables, nonlocal.
def apply(f, x):
    return f(x)


def double(x):
    return x * 2


def make_adder(n):
    def add(x):
        return x + n
    return add


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count
    return inc


def compose(f, g):
    return lambda x: f(g(x))


print(apply(double, 21))
print(apply(double, 1.5))
print(apply(lambda s: s + "!", "hi"))
add5 = make_adder(5)
print(add5(10), make_adder(1)(2))
c = counter()
c()
c()
print(c())
h = compose(double, make_adder(3))
print(h(4))


def outer():
    x = 1

    def mid():
        def inner():
            return x + 1
        return inner()
    x = 10
    return mid()


print(outer())


def fact_maker():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)
    return fact


print(fact_maker()(10))
square = lambda v: v * v
print(square(7), square(2.5))


def make_counters():
    a = 0
    b = 100

    def bump_a():
        nonlocal a
        a += 1
        return a

    def bump_b():
        nonlocal b
        b -= 1
        return b

    bump_a()
    bump_b()
    bump_b()
    return a, b, bump_a()


print(make_counters())


def accumulate(values, step):
    acc = []

    def push(v):
        acc.append(v * step)

    for v in values:
        push(v)
    return acc


print(accumulate([1, 2, 3], 10))
print(accumulate([0.5], 2.0))


def chain(n):
    def a():
        def b():
            def c():
                return n * 3
            return c() + n
        return b() + 1
    return a


print(chain(2)(), chain(5)())
print((lambda a, b=2: a ** b)(3), (lambda: "no args")())
