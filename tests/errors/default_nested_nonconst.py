def outer():
    def inner(x, acc=[]):  # ERROR "not supported yet: default values other than constants in nested functions"
        return acc
    return inner(1)


print(outer())
