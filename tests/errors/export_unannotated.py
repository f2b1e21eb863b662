@export
def add(a: int, b) -> int:  # ERROR "@export function add\(\): parameter \"b\" must be annotated int, float or bool"
    return a + b


print(add(1, 2))
