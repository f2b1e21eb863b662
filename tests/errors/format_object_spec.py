# An object without __format__ given a constant non-empty spec: CPython always raises TypeError.
class Plain:
    pass


p = Plain()
print(f"{p:>10}")  # ERROR "unsupported format string passed to Plain\.__format__"
