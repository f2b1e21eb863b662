def show(s: set[int]) -> None:
    print(s)


show(frozenset([1]))  # ERROR "not supported yet: a frozenset where a set\[int\] is expected"
