def f(a, **rest):
    return a


d = {"b": 1, "a": 2}
print(f(**d))
print(f(a=0, **d))
