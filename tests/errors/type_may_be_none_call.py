# A call's Optional result must be checked (through a variable) before use.
def half(n: int):
    if n % 2 == 0:
        return n // 2
    return None


print(half(4) + 1)  # ERROR "this value may be None here \(its type is Optional\[int\]\)"
