def deco(f):
    return f


@deco  # ERROR "@export cannot be combined with other decorators"
@export
def twice(n: int) -> int:
    return n * 2
