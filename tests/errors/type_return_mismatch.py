# Return statements of one function must agree on a type.
def half(n):
    if n % 2 == 0:
        return n // 2
    return n / 2  # ERROR "half\(\) returns float here but int elsewhere"


print(half(4))
