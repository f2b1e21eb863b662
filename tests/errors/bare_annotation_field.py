class Inventory:
    items: list  # ERROR "list needs type arguments"


print(Inventory.__name__)
