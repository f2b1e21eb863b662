# A recursion with no path that returns something else has no inferable type.
def forever(n):  # ERROR "cannot infer the return type of forever\(\)"
    return forever(n + 1)


print(forever(0))
