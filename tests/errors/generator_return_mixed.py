def gen(flag):
    yield 1
    if flag:
        return "done"
    return 5  # ERROR "gen\(\) returns int here but str elsewhere"


print(list(gen(True)))
