package gen

// Unit kinds built on functions as values: closures, lambdas, decorators, *args and the other
// parameter kinds, and lists.

// closures: a closure assigning its enclosing variable through nonlocal, functions returning
// functions and lambdas, a function applied through a parameter, realized for int, float and str.
func (g *generator) closures() {
	g.emit(`
def make_acc_{i}(start):
    total = start

    def add(k):
        nonlocal total
        total += k
        return total
    return add


def compose_{i}(f, g):
    return lambda x: f(g(x))


def apply_{i}(f, x, times={t}):
    for _ in range(times):
        x = f(x)
    return x


def scaler_{i}(k):
    def scale(v):
        return v * k + {b}
    return scale


acc_{i} = make_acc_{i}({s})
acc_{i}({a1})
acc_{i}({a2})
sc_{i} = scaler_{i}({k})
h_{i} = compose_{i}(sc_{i}, lambda v: v % {m})
mix(acc_{i}({a3}) + apply_{i}(h_{i}, {x}))
print("close_{i}", apply_{i}(scaler_{i}({fk}), {fx}, times=2), apply_{i}(lambda s: s + "{w}", "{w2}"), h_{i}({y}), acc_{i}(0))
`, "t", g.in(0, 4), "b", g.in(-9, 9), "s", g.in(-9, 9), "a1", g.in(-9, 9), "a2", g.in(-9, 9),
		"k", g.in(1, 5), "m", g.in(2, 999), "a3", g.in(-9, 9), "x", g.in(-99, 99), "fk", g.floatLit(-3, 3),
		"fx", g.floatLit(-9, 9), "w", g.word(), "w2", g.word(), "y", g.in(-99, 99))
}

// decorators: a wrapper closure that prints, a decorator factory, and stacked decorators
// applied innermost first.
func (g *generator) decorators() {
	g.emit(`
def logged_{i}(func):
    def wrapper(x):
        print("call_{i}", x)
        return func(x)
    return wrapper


def times_{i}(n):
    def deco(func):
        def run(x):
            r = x
            for _ in range(n):
                r = func(r)
            return r
        return run
    return deco


@logged_{i}
def sq_{i}(x):
    return x * x % {m}


@times_{i}({n})
@logged_{i}
def step_{i}(x):
    return (x * {a} + {b}) % {m}


@times_{i}(2)
def grow_{i}(s):
    return s + "{w}"


mix(sq_{i}({x1}) + step_{i}({x2}))
print("deco_{i}", grow_{i}("{w2}"), sq_{i}({fx}))
`, "m", g.in(2, 999), "n", g.in(0, 3), "a", g.in(1, 9), "b", g.in(0, 9), "w", g.word(),
		"x1", g.in(-99, 99), "x2", g.in(-99, 99), "w2", g.word(), "fx", g.floatLit(-9, 9))
}

// varargs: *args with a keyword-only default, positional-only and keyword-only parameters,
// f(*t), print(*t, sep=...) and starred tuple unpacking.
func (g *generator) varargs() {
	g.emit(`
def tally_{i}(*nums, scale={s}):
    t = 0
    for v in nums:
        t += v * scale
    return t, len(nums)


def span_{i}(lo, hi, /, step={st}, *, wrap):
    return (hi - lo) * step % wrap


def head_{i}(first, *rest):
    return first, rest


t_{i} = ({a}, {b}, {c})
s_{i}, n_{i} = tally_{i}(*t_{i})
first_{i}, *rest_{i} = t_{i}
print("args_{i}", tally_{i}(), tally_{i}({d}, {e}, scale={s2}), head_{i}({a}), head_{i}("{w}", {b}, {f}), rest_{i})
print(*t_{i}, sep="{sep}")
mix(s_{i} + n_{i} + span_{i}({lo}, {hi}, wrap={wrap}) + span_{i}({lo}, {hi}, {st2}, wrap={wrap}) + first_{i} + len(rest_{i}))
`, "s", g.in(1, 9), "st", g.in(1, 5), "a", g.in(-99, 99), "b", g.in(-99, 99), "c", g.in(-99, 99),
		"d", g.in(-99, 99), "e", g.in(-99, 99), "s2", g.in(1, 9), "w", g.word(), "f", g.floatLit(-9, 9),
		"sep", []string{"-", ", ", "|", ""}[g.r.IntN(4)], "lo", g.in(-50, 50), "hi", g.in(-50, 50),
		"wrap", g.in(1, 99), "st2", g.in(1, 5))
}

// lists: comprehensions with conditions, nested, list[...] annotations, append, pop, item
// assignment, negative indexing, in, truth, and lists of tuples.
func (g *generator) lists() {
	g.emit(`
def evens_{i}(n: int) -> list[int]:
    return [j * {a} % {m} for j in range(n) if j % 2 == 0]


def table_{i}(n: int) -> list[list[int]]:
    return [[r * c % {m2} for c in range(n)] for r in range(n)]


def drain_{i}(xs: list[int]) -> int:
    t = 0
    while xs:
        t = (t * {k} + xs.pop()) % {m}
    return t


xs_{i} = evens_{i}({n})
xs_{i}.append({v})
xs_{i}[0] += {d}
tb_{i} = table_{i}({n2})
pairs_{i} = [(x, str(x)) for x in xs_{i} if x > {th}]
print("list_{i}", xs_{i}, xs_{i}[-1], {v2} in xs_{i}, tb_{i}, [x * 2 for x in xs_{i} if x > {th}], pairs_{i})
cells_{i} = 0
for row_{i} in tb_{i}:
    for cell_{i} in row_{i}:
        cells_{i} += cell_{i}
mix(drain_{i}(xs_{i}) + len(xs_{i}) + cells_{i} + len(pairs_{i}))
`, "a", g.in(1, 50), "m", g.in(10, 999), "m2", g.in(2, 20), "k", g.in(2, 9), "n", g.in(1, 15),
		"v", g.in(-99, 99), "d", g.in(-9, 9), "n2", g.in(0, 4), "th", g.in(0, 500), "v2", g.in(0, 99))
}
