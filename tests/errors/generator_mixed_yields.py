def mixed(flag):
    yield 1
    if flag:
        yield "two"  # ERROR "mixed\(\) yields str here but int elsewhere"


for v in mixed(True):
    print(v)
