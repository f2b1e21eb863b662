# next(it, default) returns the default, None included, once the iterator is exhausted.
def gen():
    yield 1


def first_even(xs):
    return next((x for x in xs if x % 2 == 0), None)


it = iter([1, 2])
print(next(it, None), next(it, None), next(it, None))
it2 = iter([5])
print(next(it2, 0), next(it2, 0))
g = gen()
print(next(g, None), next(g, None), next(g, 7))
d = {"a": 1}
k = iter(d)
print(next(k, None), next(k, None))
v = iter(d.values())
print(next(v, -1), next(v, -1))
items = iter(d.items())
print(next(items, None), next(items, None))
m = map(str, [1])
print(next(m, None), next(m, None))
z = zip([1], [2])
print(next(z, None), next(z, None))
e = enumerate("a")
print(next(e, None), next(e, None))
s = iter("hi")
print(next(s, None), next(s, None), next(s, None))
r = iter(range(1))
print(next(r, None), next(r, None))
print(first_even([1, 3, 4]), first_even([1, 3]))

words = iter(["x", "y"])
w = next(words, None)
while w is not None:
    print(w.upper())
    w = next(words, None)

it3 = iter([1])
next(it3)
next(it3, None)
next(it3)
