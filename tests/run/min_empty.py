xs = [3, 1]
print(min(xs))
ys = [x for x in xs if x > 5]
print(max(ys, default=0))
print(min(ys))
