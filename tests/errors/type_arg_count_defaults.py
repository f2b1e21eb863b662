# With default values, CPython gives the range of positional arguments.
def area(w, h=1):
    return w * h


print(area(1, 2, 3))  # ERROR "area\(\) takes from 1 to 2 positional arguments but 3 were given"
