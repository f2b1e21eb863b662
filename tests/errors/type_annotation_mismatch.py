# An annotated parameter takes exactly its type: Kiln does not turn an int into a float.
def half(x: float) -> float:
    return x / 2


print(half(3))  # ERROR "half\(\) argument 'x' must be float, not int"
