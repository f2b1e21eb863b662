def f(**kw: int):
    return len(kw)


print(f(a=1, b=2.5))  # ERROR "f\(\) argument 'b' must be int, not float \(it goes to \*\*kw\)"
