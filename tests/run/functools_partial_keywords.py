from functools import partial


def power(base, exp):
    return base ** exp


def line(a, b, sep=" ", end="!"):
    return str(a) + sep + str(b) + end


square = partial(power, exp=2)
print(square(5), square(3))
print(partial(power, exp=3)(2))
f = partial(line, 1, sep="-")
print(f(2), f("x"))
g = partial(line, sep=", ", end=".")
print(g("a", "b"), g(1, 2.5))
h = partial(line, end="?")
print(h(1, 2), h(1, 2, "+"))
print(square.func(2, 10), square.args, f.args)
fs = [partial(power, exp=k) for k in range(4)]
print([fn(3) for fn in fs])


def describe(name: str, age: int, city: str = "Paris") -> str:
    return name + " (" + str(age) + ") from " + city


def apply(fn, x):
    return fn(x)


people = partial(describe, city="Oslo")
print(people("Ann", 30), apply(partial(describe, age=7), "Bo"))
nested = partial(partial(power, exp=2))
print(nested(9), partial(describe, "Cy", city="Rome")(41))
