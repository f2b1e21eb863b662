# CPython: TypeError: fromkeys expected at most 2 arguments, got 3
d = dict.fromkeys("ab", 0, 1)  # ERROR "fromkeys expected at most 2 arguments, got 3"
print(d)
