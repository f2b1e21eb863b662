# passes: constprop
def prop(flag: bool) -> int:
    k = 10
    total = 0
    for i in range(3):
        total += k
    return total


def reassigned(flag: bool) -> int:
    k = 10
    if flag:
        k = 20  # assigned twice: not propagated
    return k


def not_dominating(flag: bool) -> int:
    if flag:
        j = 5  # the assignment does not dominate the read below
    else:
        return 0
    return j
print(prop(True), reassigned(False), not_dominating(True))
