# isinstance on a value whose static type decides it: the branch not taken is not checked, so a
# generic function may do what only the other types allow there.
def describe(x):
    if isinstance(x, str):
        return "str of " + str(len(x))
    elif isinstance(x, float):
        return "float " + str(x.is_integer())
    return "int " + str(x.bit_length())


print(describe("abc"), describe(2.0), describe(2.5), describe(255))


def halve(x):
    if not isinstance(x, int):
        return x / 2.0
    return float(x >> 1)


print(halve(7), halve(7.0))
