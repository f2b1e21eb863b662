# A keyword-only parameter without a default must be given by name.
def scale(x, *, factor):
    return x * factor


print(scale(2, 3))  # ERROR "scale\(\) takes 1 positional argument but 2 were given"
