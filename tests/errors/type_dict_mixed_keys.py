# A dict's keys share one type.
ages = {"ann": 31, 7: 42}  # ERROR "dict keys have different types str and int"
print(ages)
