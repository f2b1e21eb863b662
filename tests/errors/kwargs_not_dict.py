def f(a):
    return a


t = [1, 2]
print(f(**t))  # ERROR "f\(\) argument after \*\* must be a dict with str keys, not list\[int\]"
