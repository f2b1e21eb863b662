# Only exceptions can be raised.
def f(x: int) -> int:
    if x < 0:
        raise "negative"  # ERROR "exceptions must derive from BaseException, not str"
    return x


print(f(1))
