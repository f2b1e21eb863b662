def f(a, b, *, c):
    return a + b + c


print("start")
d = {"c": 3}
print(f(**d))
