# Kiln's exceptions hold one argument; CPython's args would be ('bad', 3).
def check(n: int) -> None:
    if n > 2:
        raise ValueError("bad", n)  # ERROR "not supported yet: exceptions with several arguments"


check(3)
