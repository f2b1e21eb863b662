# An annotation naming no type.
def f(x: Vector) -> int:  # ERROR "unknown type \"Vector\""
    return 1


print(f(1))
