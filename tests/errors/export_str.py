@export
def greet(name: str) -> int:  # ERROR "@export function greet\(\): parameter \"name\" must be annotated int, float or bool"
    return len(name)
