# A keyword the function does not have.
def scale(x, factor=2):
    return x * factor


print(scale(3, fator=4))  # ERROR "scale\(\) got an unexpected keyword argument 'fator'"
