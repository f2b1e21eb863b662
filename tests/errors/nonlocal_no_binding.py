# nonlocal names a variable of an enclosing function.
def f():
    def g():
        nonlocal missing  # ERROR "no binding for nonlocal 'missing' found"
        missing = 1
    g()


f()
