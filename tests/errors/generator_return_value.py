def gen():
    yield 1
    return 5  # ERROR "not supported yet: returning a value from a generator"


print(list(gen()))
