@export
def twice(n: int):  # ERROR "@export function twice\(\) needs a return annotation: int, float, bool or None"
    return n * 2
