# User decorators (with arguments, stacked), late-binding closures, functions in fields and lists.
def trace(func):
    def wrapper(x):
        print("calling", x)
        return func(x)
    return wrapper


@trace
def square(x):
    return x * x


print(square(4))


def twice(func):
    return lambda x: func(func(x))


@twice
@trace
def inc(x):
    return x + 1


print(inc(1))


def repeat(n):
    def deco(func):
        def run(x):
            r = x
            for _ in range(n):
                r = func(r)
            return r
        return run
    return deco


@repeat(3)
def halve(x):
    return x / 2


print(halve(80.0))


def late():
    fs = []
    for i in range(3):
        fs.append(lambda: i)
    return [f() for f in fs]


print(late())


def shared():
    total = 0

    def add(k):
        nonlocal total
        total += k

    add(3)
    add(4)
    return total


print(shared())


def param_cell(n):
    def get():
        return n
    n += 1
    return get()


print(param_cell(5))


class Button:
    def __init__(self, label, on_click):
        self.label = label
        self.on_click = on_click

    def click(self):
        return self.on_click(self.label)


b = Button("ok", lambda s: s + "!")
print(b.click())


def pipeline(fs, x):
    for f in fs:
        x = f(x)
    return x

def mul_by(k):
    return lambda v: v * k


print(pipeline([mul_by(2), mul_by(3)], 7))
