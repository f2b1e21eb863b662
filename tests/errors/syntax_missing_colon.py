# A compound statement without its colon.
def f(x)  # ERROR "expected ':'"
    return x
