# Unpacking needs as many targets as the tuple has elements (CPython raises ValueError).
def pair():
    return 1, 2


a, b, c = pair()  # ERROR "not enough values to unpack \(expected 3, got 2\)"
