def f(**kw):
    return len(kw)


print(f(a=1, b="x"))  # ERROR "the keyword arguments \*\*kw collects have different types int and str"
