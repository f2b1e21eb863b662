def f(xs):
    out, ops = [], []  # ERROR "cannot infer the element type of this empty list"
    return out


print(f([1]))
