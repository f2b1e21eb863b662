def fresh() -> list:
    return []  # ERROR "cannot infer the element type of this empty list"


print(fresh())
