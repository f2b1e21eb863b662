def f(a):
    return a


print(f(a=1, b=2))  # ERROR "f\(\) got an unexpected keyword argument 'b'"
