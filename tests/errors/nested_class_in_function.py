# Classes defined inside functions stay refused.
def f() -> None:
    class Local:  # ERROR "not supported yet: classes inside functions or blocks"
        pass


f()
