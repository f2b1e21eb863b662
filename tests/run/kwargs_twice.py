def f(a, b):
    return a + b


d = {"a": 1}
print(f(b=2, **d))
print(f(5, **d))
