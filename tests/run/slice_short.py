# slice(stop) and slice(start, stop).
s = slice(5)
print(s, s.start, s.stop, s.step, s.indices(3), s.indices(10))
xs = list(range(10))
print(xs[slice(3)], xs[slice(-2)], xs[slice(2, 6)], xs[slice(None)], xs[slice(None, 4)])
print("abcdef"[slice(2)], "abcdef"[slice(1, -1)], slice(1, 4).indices(2))
t = slice(2, 8)
print(t, repr(slice(-1)), str(slice(1, 2)))
