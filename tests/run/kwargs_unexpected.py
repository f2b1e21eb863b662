def f(a, b=2):
    return a + b


d = {"a": 1, "b": 2}
print(f(**d))
d["c"] = 3
print("calling")
print(f(**d))
