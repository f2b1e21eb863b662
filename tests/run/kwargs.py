# **kwargs parameters, f(**d) and dict(a=1).


def show(title, **fields):
    print(title, len(fields))
    for k, v in fields.items():
        print(" ", k, "=", v)
    return fields


show("point", x=1, y=2)
show("empty")
print(show("color", name="red", hex="#f00"))


def total(*nums: int, scale: int = 1, **extra: float):
    s = 0
    for n in nums:
        s += n
    print(s * scale, extra)


total(1, 2, 3)
total(1, 2, scale=10, a=1.5, b=2.5)


def pos(a, /, **kw):
    # a keyword named like a positional-only parameter goes to **kw
    print(a, kw)


pos(1, a=2)


class Config:
    def __init__(self, name, **opts):
        self.name = name
        self.opts = opts

    def get(self, key, default):
        return self.opts.get(key, default)


c = Config("app", debug=1, level=3)
print(c.name, c.opts, c.get("level", 0), c.get("missing", -1))


def outer():
    def inner(**kw):
        out = []
        for k in kw:
            out.append(k)
        return out
    return inner(b=1, a=2)


print(outer())
count = lambda **kw: len(kw)
print(count(a=1, b=2, c=3), count())


def f(a, b=2, *, c, d=4):
    print(a, b, c, d)


opts = {"c": 30, "a": 10}
f(**opts)
more = {"b": 20, "c": 30}
f(1, **more)
f(1, d=5, **more)


def g(x, **rest):
    print(x, rest)


kw = {"x": 1, "y": 2, "z": 3}
g(**kw)
kw2 = {"y": 2}
g(0, **kw2)
print(kw, kw2)  # the caller's dicts are not changed


class P:
    def __init__(self, x, y):
        self.x = x
        self.y = y


pd = {"y": 2.5, "x": 1.5}
p = P(**pd)
print(p.x, p.y)

d = dict(a=1, b=2)
d["c"] = 3
print(d, dict(name="x", kind="y"))
