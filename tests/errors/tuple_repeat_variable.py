# A tuple's length is part of its type: t * n needs a constant n.
def zeros(n):
    return (0,) * n  # ERROR "not supported yet: '\*' on a tuple with a count that is not a constant"


print(zeros(3))
