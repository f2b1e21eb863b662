# Containers of Optional values given plain values: d[k] = 5 for a dict[str, int | None].
xs: list[int | None] = []
xs.append(3)
xs.append(None)
xs[0] = 7
xs.append(None)
print(xs, xs.count(None), 7 in xs)
d: dict[str, float | None] = {}
d["a"] = 1.5
d["b"] = None
d.setdefault("c", 2.5)
print(d, d.get("a", 0.0), d.get("zz", 0.5))
s: dict[int, str | None] = {}
s[1] = "x"
s[2] = None
print(s)
