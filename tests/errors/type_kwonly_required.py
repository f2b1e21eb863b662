# A keyword-only parameter without a default must be given.
def scale(x, *, factor):
    return x * factor


print(scale(2))  # ERROR "scale\(\) missing 1 required keyword-only argument: 'factor'"
