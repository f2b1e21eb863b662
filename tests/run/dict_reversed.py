# reversed() of dicts and their views: last inserted first, deleted entries skipped, and
# RuntimeError when the dict changes size while a reversed iterator walks it.
d = {"a": 1, "b": 2, "c": 3, "d": 4}
print(list(reversed(d)), list(reversed(d.keys())), list(reversed(d.values())), list(reversed(d.items())))
del d["b"]
d["e"] = 5
d["a"] = 10
print(list(reversed(d)), [k + str(v) for k, v in reversed(d.items())])
it = reversed(d)
print(next(it), next(it), next(it, "x"), next(it, "y"), next(it, "z"), next(it, "end"))
empty: dict[int, int] = {}
print(list(reversed(empty)), list(reversed({7: 8})))
n = {i: i * i for i in range(20)}
for i in range(0, 20, 3):
    del n[i]
print(list(reversed(n.values())))
try:
    for k in reversed(d):
        d[k + "!"] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
