# next(it) without a default has the element's own type: a tuple can be unpacked.
z = zip([1, 2], "ab")
a, b = next(z)
print(a, b, next(z), next(z, (0, "-")))
e = enumerate(["x"])
i, s = next(e)
print(i, s)
