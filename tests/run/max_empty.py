xs = [1.5]
print(max(xs))
print(max([x for x in xs if x > 2.0]))
